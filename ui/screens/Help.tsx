import { useTranslation } from 'react-i18next';
import BookOpen from 'lucide-react/icons/book-open';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Button } from '../components/Button';
import { PageHeader } from '../components/States';
import { chat } from '../app/thirdParty';

const FAQ = ['start', 'domain', 'leads', 'team'] as const;

export default function Help() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('help.title')} text={t('help.lead')} />
      <div className="grid-3">
        <section className="card stack-sm">
          <BookOpen size={22} color="var(--color-primary)" aria-hidden="true" />
          <h3>{t('help.guidesTitle')}</h3>
          <p className="muted">{t('help.guidesText')}</p>
        </section>
        <section className="card stack-sm">
          <MessageCircle size={22} color="var(--color-primary)" aria-hidden="true" />
          <h3>{t('help.chatTitle')}</h3>
          <p className="muted">{chat.enabled ? t('help.chatText') : t('help.chatOff')}</p>
          {chat.enabled && <div><Button variant="secondary" onPress={() => chat.open()}>{t('help.chatOpen')}</Button></div>}
        </section>
        <section className="card stack-sm">
          <Mail size={22} color="var(--color-primary)" aria-hidden="true" />
          <h3>{t('help.mailTitle')}</h3>
          <p className="muted">{t('help.mailText')}</p>
          <a href="mailto:support@example.com">support@example.com</a>
        </section>
      </div>
      <section className="card stack">
        <h2>{t('help.faqTitle')}</h2>
        {FAQ.map((q) => (
          <details key={q} className="faq">
            <summary>{t(`help.faq.${q}.q`)}</summary>
            <p className="muted">{t(`help.faq.${q}.a`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
