// Page settings "contacts": every contact of the account with a switch "gets this page's leads",
// and adding a contact for this page. Contacts are the owner's (SPEC §6).
import '../../styles/integrations.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Mail from 'lucide-react/icons/mail';
import Plus from 'lucide-react/icons/plus';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState } from '../../components/States';
import { Switch } from '../../components/Switch';
import { toasts } from '../../lib/toasts';
import { useIsOwner } from '../../app/useSession';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { AddContactDialog } from './AddContactDialog';
import { ContactState } from './Contacts';
import { contactsKey } from './data';

export default function PageContacts() {
  const { t } = useTranslation('contacts');
  const isOwner = useIsOwner();
  if (!isOwner) return <section className="card"><p className="muted">{t('page.ownerOnly')}</p></section>;
  return <PageContactsBody />;
}

function PageContactsBody() {
  const { t } = useTranslation('contacts');
  const page = useSettingsPage();
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const all = useQuery({ queryKey: [...contactsKey, 'all'], queryFn: () => endpoints.contacts.list({ query: { limit: 100 } }) });
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => (on
      ? endpoints.contacts.attach({ params: { id }, body: { page_id: page.id } })
      : endpoints.contacts.detach({ params: { id }, query: { page_id: page.id } })),
    onSuccess: (_c, v) => toasts.show('success', v.on ? t('page.on') : t('page.off')),
    onSettled: () => void qc.invalidateQueries({ queryKey: contactsKey }),
  });
  const add = <Button onPress={() => setAdding(true)}><Plus size={16} aria-hidden="true" />{t('page.addHere')}</Button>;
  return (
    <section className="card stack" aria-label={t('page.title')}>
      <div className="row" style={{ justifyContent: 'space-between' }}><h2 className="card__title">{t('page.title')}</h2>{all.data && all.data.items.length > 0 && add}</div>
      <p className="muted">{t('page.lead')}</p>
      {all.isError ? <ErrorState onRetry={() => void all.refetch()} /> : !all.data ? <ListSkeleton rows={3} />
        : all.data.items.length === 0 ? <EmptyState icon={Mail} title={t('emptyTitle')} text={t('emptyText')} action={add} />
          : (
            <ul className="integration-list" data-testid="page-contacts">
              {all.data.items.map((c) => (
                <li key={c.id} className="toggle-row">
                  <div><Link to={`/pages/${page.id}/settings/contacts/${c.id}`}>{c.email}</Link>{c.name && <div className="muted">{c.name}</div>}</div>
                  <ContactState c={c} />
                  <Switch isSelected={c.pages.includes(page.id)} onChange={(on) => toggle.mutate({ id: c.id, on })} aria-label={`${t('page.attached')}: ${c.email}`}>{t('page.attached')}</Switch>
                </li>
              ))}
            </ul>
          )}
      <AddContactDialog isOpen={adding} onClose={() => setAdding(false)} pageId={page.id} />
    </section>
  );
}
