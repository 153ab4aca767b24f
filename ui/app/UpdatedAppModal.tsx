// A lazy chunk that fails to load after a release: 'Приложение обновилось' + 'Перезагрузить' (SPEC §8).
// Plain markup in AppDialog's look, not AppDialog: it must show when chunks cannot be loaded, and
// AppDialog lives in a lazy chunk of its own (components/LazyAppDialog.tsx). Nothing to dismiss:
// the one way on is the reload, focused at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Info from 'lucide-react/icons/info';
import { Button } from '../components/Button';

export function UpdatedAppModal() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="modal-overlay">
      <div className="modal">
        <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} data-testid="app-updated">
          <div className="dialog__icon dialog__icon--info" aria-hidden="true">
            <Info size={20} />
          </div>
          <h3 id={titleId}>{t('dialogs.updatedTitle')}</h3>
          <p className="muted">{t('dialogs.updatedText')}</p>
          <div className="dialog__actions">
            <Button autoFocus onPress={() => window.location.reload()}>{t('dialogs.reload')}</Button>
          </div>
        </section>
      </div>
    </div>
  );
}

/** Vite and browsers word a failed dynamic import differently. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(error.message)
  );
}
