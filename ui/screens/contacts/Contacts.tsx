// /contacts (owner only, SPEC §2): the addresses that get a mail about each lead of their pages,
// whether each has confirmed, how many pages; add, resend the confirmation link, delete.
import '../../styles/integrations.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Mail from 'lucide-react/icons/mail';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';
import type { ContactView } from '../../../api/routes/contacts';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { AddContactDialog } from './AddContactDialog';
import { OwnerLeadMail } from './OwnerLeadMail';
import { TelegramChat } from './TelegramChat';
import { contactsKey } from './data';

export function ContactState({ c }: { c: ContactView }) {
  const { t } = useTranslation('contacts');
  return <span className={`badge ${c.approved ? 'badge--success' : 'badge--warning'}`}>{c.approved ? t('approved') : t('pending')}</span>;
}

export function useContactActions() {
  const { t } = useTranslation('contacts');
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: contactsKey });
  const resend = useMutation({ mutationFn: (id: number) => endpoints.contacts.resend({ params: { id } }), onSuccess: (c) => toasts.show('success', t('resent', { email: c.email })), onSettled: refresh });
  const remove = useMutation({ mutationFn: (id: number) => endpoints.contacts.remove({ params: { id } }), onSuccess: () => toasts.show('success', t('deleted')), onSettled: refresh });
  return { resend, remove, refresh };
}

export default function Contacts() {
  const { t } = useTranslation('contacts');
  const when = useRelativeDate();
  const list = useListState<'email' | 'created'>('contacts', { sort: { by: 'created', dir: 'desc' } });
  const contacts = useQuery({ queryKey: [...contactsKey, list.query], queryFn: () => endpoints.contacts.list({ query: list.query }), placeholderData: keepPreviousData });
  const { resend, remove } = useContactActions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ContactView | null>(null);
  const add = <Button onPress={() => setAdding(true)}><Plus size={16} aria-hidden="true" />{t('add')}</Button>;
  const columns: DataColumn<ContactView, 'email' | 'created'>[] = [
    { id: 'email', header: t('email'), sortBy: 'email', cell: (c) => <><div className="page-cell__name">{c.email}</div>{c.name && <div className="muted">{c.name}</div>}</> },
    { id: 'state', header: t('state'), cell: (c) => <ContactState c={c} /> },
    { id: 'pages', header: t('pages'), cell: (c) => c.pages.length },
    { id: 'created', header: t('created'), sortBy: 'created', className: 'muted', cell: (c) => when(c.created) },
    {
      id: 'actions', header: t('delete'), hiddenHeader: true, className: 'table__actions',
      cell: (c) => (
        <div className="row">
          {!c.approved && <Button variant="secondary" size="sm" pending={resend.isPending && resend.variables === c.id} onPress={() => resend.mutate(c.id)}><Send size={14} aria-hidden="true" />{t('resend')}</Button>}
          <Button variant="ghost" size="sm" icon aria-label={`${t('delete')}: ${c.email}`} onPress={() => setRemoving(c)}><Trash2 size={14} aria-hidden="true" /></Button>
        </div>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader title={t('title')} text={t('lead')} action={add} />
      <OwnerLeadMail />
      <TelegramChat />
      <DataTable
        label={t('title')} list={list} query={contacts} columns={columns} rowId={(c) => c.id} search={{ label: t('search') }}
        empty={<EmptyState icon={Mail} title={t('emptyTitle')} text={t('emptyText')} action={add} />}
        testId="contacts-table" rowTestId="contact-row"
      />
      <AddContactDialog isOpen={adding} onClose={() => setAdding(false)} />
      <AppDialog isOpen={removing !== null} onClose={() => setRemoving(null)} title={t('deleteTitle')} tone="danger"
        actions={<>
          <Button variant="secondary" onPress={() => setRemoving(null)}>{t('cancel')}</Button>
          <Button variant="danger" pending={remove.isPending} onPress={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}>{t('delete')}</Button>
        </>}>
        <p>{t('deleteText', { email: removing?.email ?? '' })}</p>
      </AppDialog>
    </div>
  );
}
