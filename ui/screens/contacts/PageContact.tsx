// Page settings "contacts/{contactId}": one contact as this page sees it — whether it gets the
// page's leads, whether it confirmed its address (and a new link when not).
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Send from 'lucide-react/icons/send';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { Switch } from '../../components/Switch';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { ContactState, useContactActions } from './Contacts';
import { contactsKey } from './data';

export default function PageContact() {
  const { t } = useTranslation('contacts');
  const when = useRelativeDate();
  const page = useSettingsPage();
  const contactId = Number(useParams().contactId);
  const qc = useQueryClient();
  const q = useQuery({ queryKey: [...contactsKey, 'forPage', contactId, page.id], queryFn: () => endpoints.contacts.forPage({ params: { contact_id: contactId, page_id: page.id } }) });
  const { resend } = useContactActions();
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on
      ? endpoints.contacts.attach({ params: { id: contactId }, body: { page_id: page.id } })
      : endpoints.contacts.detach({ params: { id: contactId }, query: { page_id: page.id } })),
    onSuccess: (_c, on) => toasts.show('success', on ? t('page.on') : t('page.off')),
    onSettled: () => void qc.invalidateQueries({ queryKey: contactsKey }),
  });
  return (
    <section className="card stack">
      <Link to={`/pages/${page.id}/settings/contacts`} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('page.back')}</Link>
      {q.isError ? <ErrorState onRetry={() => void q.refetch()} /> : !q.data ? <ListSkeleton rows={3} /> : (
        <>
          <div className="row" style={{ justifyContent: 'space-between' }}><h2 className="card__title">{q.data.contact.email}</h2><ContactState c={q.data.contact} /></div>
          {q.data.contact.name && <p>{q.data.contact.name}</p>}
          <p className="muted">
            {q.data.contact.approved_at ? t('page.approvedAt', { date: when(q.data.contact.approved_at) })
              : q.data.contact.approve_sent_at ? t('page.sentAt', { date: when(q.data.contact.approve_sent_at) }) : null}
          </p>
          <Switch isSelected={q.data.attached} onChange={(on) => toggle.mutate(on)}>{t('page.attached')}</Switch>
          {!q.data.contact.approved && (
            <div><Button variant="secondary" pending={resend.isPending} onPress={() => resend.mutate(contactId)}><Send size={14} aria-hidden="true" />{t('resend')}</Button></div>
          )}
        </>
      )}
    </section>
  );
}
