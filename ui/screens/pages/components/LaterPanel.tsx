import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An honest panel for settings whose feature ships in a later release: no buttons that do nothing. */
export function LaterPanel({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('pages');
  return (
    <section className="card empty" data-testid="later-panel">
      <div className="empty__icon" aria-hidden="true"><Sparkles size={26} /></div>
      <span className="badge badge--primary">{t('common.later')}</span>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}
