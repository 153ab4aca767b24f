// Page settings "additional contacts code": an HTML form for another site that posts its leads to
// this page's lead address, so they arrive with this page's notifications and integrations.
import '../../styles/integrations.css';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import { Button } from '../../components/Button';
import { toasts } from '../../lib/toasts';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';

export default function ContactsCode() {
  const { t } = useTranslation('contacts');
  const page = useSettingsPage();
  const published = page.status === 'published';
  // The test address always answers (a domain only once connected): the intake listens there too.
  const action = `${new URL(page.test_url).origin}/__lead`;
  const code = [
    `<form action="${action}" method="post" accept-charset="utf-8">`,
    `  <input type="hidden" name="page_id" value="${page.id}">`,
    `  <input type="hidden" name="form_name" value="${t('code.title')}">`,
    `  <label>${t('code.fieldName')} <input name="name" required></label>`,
    `  <label>Email <input name="email" type="email"></label>`,
    `  <label>${t('code.fieldPhone')} <input name="phone" type="tel"></label>`,
    `  <button type="submit">${t('code.submit')}</button>`,
    '</form>',
  ].join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    toasts.show('success', t('code.copied'));
  };
  return (
    <section className="card stack" aria-label={t('code.title')}>
      <h2 className="card__title">{t('code.title')}</h2>
      <p className="muted">{published ? t('code.lead') : t('code.notPublished')}</p>
      <pre className="code-snippet" data-testid="contacts-code">{code}</pre>
      <div><Button variant="secondary" isDisabled={!published} onPress={() => void copy()}><Copy size={14} aria-hidden="true" />{t('code.copy')}</Button></div>
    </section>
  );
}
