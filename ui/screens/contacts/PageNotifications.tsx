// Page settings "notifications": who gets a mail about each lead of this page — each form's
// «Email для заявок» (its published version) and the page's contacts, besides the owner's address
// when the account mails its leads there.
import '../../styles/integrations.css';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { ContactState } from './Contacts';
import { contactsKey } from './data';

export default function PageNotifications() {
  const { t } = useTranslation('contacts');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const q = useQuery({ queryKey: [...contactsKey, 'page', page.id], queryFn: () => endpoints.contacts.pageNotifications({ params: { pageId: page.id } }) });
  return (
    <section className="card stack" aria-label={t('notifications.title')}>
      <h2 className="card__title">{t('notifications.title')}</h2>
      <p className="muted">{t('notifications.lead')}</p>
      {q.isError ? <ErrorState onRetry={() => void q.refetch()} /> : !q.data ? <ListSkeleton rows={3} /> : (
        <>
          {q.data.owner !== null && <p data-testid="notification-owner">{t('notifications.owner', { email: q.data.owner })}</p>}
          <h3>{t('notifications.forms')}</h3>
          {!q.data.published && <p className="muted">{t('notifications.notPublished')}</p>}
          {q.data.published && q.data.forms.length === 0 && <p className="muted">{t('notifications.noForms')}</p>}
          <ul className="integration-list" data-testid="notification-forms">
            {q.data.forms.map((f, i) => <li key={i} className="toggle-row"><span>{t('notifications.form', { form: f.form || '—' })}</span><strong>{f.email}</strong></li>)}
          </ul>
          <p className="muted">{t('notifications.formsHelp')}</p>
          <div><Button variant="secondary" onPress={() => navigate(`/editor/${page.id}`)}>{t('notifications.openEditor')}</Button></div>
          <h3>{t('notifications.contacts')}</h3>
          {q.data.contacts.length === 0 && <p className="muted">{t('notifications.noContacts')}</p>}
          <ul className="integration-list">
            {q.data.contacts.map((c) => <li key={c.id} className="toggle-row"><span>{c.email}</span><ContactState c={c} /></li>)}
          </ul>
          <div><Link to={`/pages/${page.id}/settings/contacts`}>{t('notifications.manageContacts')}</Link></div>
        </>
      )}
    </section>
  );
}
