// A lazy chunk that fails to load after a release: 'Приложение обновилось' + 'Перезагрузить' (SPEC §8).
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../components/AppDialog';
import { Button } from '../components/Button';

export function UpdatedAppModal() {
  const { t } = useTranslation();
  return (
    <AppDialog isOpen dismissable={false} tone="info" title={t('dialogs.updatedTitle')} testId="app-updated"
      actions={<Button onPress={() => window.location.reload()}>{t('dialogs.reload')}</Button>}>
      <p className="muted">{t('dialogs.updatedText')}</p>
    </AppDialog>
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
