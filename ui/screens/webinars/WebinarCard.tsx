// A webinar's card (SPEC §2 "Webinars", webinars/{id}): when it is (in the user's zone), how long,
// the room link, the description, and its registrations — the persons registered, paged and
// searchable; a person is registered from the persons list and a registration cancelled here.
// Deleting the webinar keeps its registrations as signups (with its title).
import './webinars.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import type { Signup, Webinar } from '../../../api/routes/sales';
import { confirm } from '../../app/services';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/States';
import { BackLink, RecordFallback } from '../../components/RecordPage';
import { formatDate, formatTime } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { RegisterDialog } from './RegisterDialog';
import { WebinarStateBadge } from './WebinarStateBadge';
import { personName } from '../../lib/personName';
import { useRegistrations, useSignupActions, useWebinar, useWebinarActions } from './data';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

export default function WebinarCard() {
  const { t } = useTranslation('webinars');
  const navigate = useNavigate();
  const id = Number(useParams().webinarId);
  const webinar = useWebinar(id);
  const { remove } = useWebinarActions();
  const back = { to: '/webinars', label: t('card.back') };
  const w = webinar.data;
  if (!w || !(id > 0)) return <RecordFallback id={id} query={webinar} back={back} notFound={t('card.notFound')} />;

  const del = async () => {
    if (!(await confirm({ title: t('card.deleteConfirm', { title: w.title }), message: t('card.deleteText'), variant: 'danger', confirmLabel: t('card.delete') }))) return;
    remove.mutate(w.id, { onSuccess: () => { toasts.show('success', t('card.deleted')); navigate('/webinars'); } });
  };
  return (
    <div className="page webinar-card" data-testid="webinar-card">
      <BackLink {...back} />
      <div className="detail__head">
        <div>
          <h1>{w.title}</h1>
          <div className="detail__badges">
            <WebinarStateBadge state={w.state} />
            <span className="muted">{t('card.when', { date: formatDate(w.starts_at), time: formatTime(w.starts_at), count: w.duration_min })}</span>
          </div>
        </div>
        <div className="detail__actions">
          <Link to={`/webinars/${w.id}/edit`} className="btn btn--secondary btn--sm" data-testid="webinar-edit"><Pencil size={14} aria-hidden="true" />{t('card.edit')}</Link>
          <Button variant="danger" size="sm" onPress={() => void del()} pending={remove.isPending}><Trash2 size={14} aria-hidden="true" />{t('card.delete')}</Button>
        </div>
      </div>
      <Details w={w} />
      <Registrations webinar={w} />
    </div>
  );
}

function Details({ w }: { w: Webinar }) {
  const { t } = useTranslation('webinars');
  const relative = useRelativeDate();
  return (
    <section className="card detail__section" data-testid="webinar-details">
      <h2 className="detail__h">{t('card.details')}</h2>
      <dl className="detail__list">
        <div><dt>{t('card.starts')}</dt><dd>{`${formatDate(w.starts_at)} ${formatTime(w.starts_at)}`}</dd></div>
        <div><dt>{t('card.duration')}</dt><dd>{t('minutes', { count: w.duration_min })}</dd></div>
        <div><dt>{t('card.room')}</dt><dd>{w.room_url ? <a href={w.room_url} target="_blank" rel="noopener noreferrer">{w.room_url}</a> : t('card.noRoom')}</dd></div>
        <div><dt>{t('card.description')}</dt><dd>{w.description || t('card.noDescription')}</dd></div>
        <div><dt>{t('card.created')}</dt><dd>{relative(w.created)}</dd></div>
      </dl>
    </section>
  );
}

function Registrations({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('webinars');
  const relative = useRelativeDate();
  const list = useListState<'created'>(`webinar-registrations`, { sort: { by: 'created', dir: 'desc' } });
  const registrations = useRegistrations(webinar.id, list.query);
  const { cancel } = useSignupActions();
  const [registering, setRegistering] = useState(false);

  const cancelOne = async (s: Signup) => {
    const name = personName(s.person, t('noName'));
    if (!(await confirm({ title: t('registrations.cancelConfirm', { name }), message: t('registrations.cancelText'), variant: 'danger', confirmLabel: t('registrations.cancel') }))) return;
    cancel.mutate(s.id, { onSuccess: () => toasts.show('success', t('registrations.cancelled')) });
  };
  const columns: DataColumn<Signup, 'created'>[] = [
    { id: 'person', header: t('registrations.columns.person'), cell: (s) => <Link to={`/persons/${s.person.id}`} className="webinar-link">{personName(s.person, t('noName'))}</Link> },
    { id: 'email', header: t('registrations.columns.email'), cell: (s) => (s.person.email ? <EmailLink email={s.person.email} /> : <span className="muted">—</span>) },
    { id: 'phone', header: t('registrations.columns.phone'), cell: (s) => (s.person.phone ? <PhoneLink phone={s.person.phone} /> : <span className="muted">—</span>) },
    { id: 'created', header: t('registrations.columns.created'), sortBy: 'created', className: 'muted', cell: (s) => relative(s.created) },
    {
      id: 'actions', header: t('registrations.columns.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (s) => (
        <Button size="sm" variant="ghost" aria-label={t('registrations.cancelOne', { name: personName(s.person, t('noName')) })} onPress={() => void cancelOne(s)}
          pending={cancel.isPending && cancel.variables === s.id}>
          {t('registrations.cancel')}
        </Button>
      ),
    },
  ];
  const add = <Button onPress={() => setRegistering(true)} data-testid="register-person"><UserPlus size={16} aria-hidden="true" />{t('registrations.add')}</Button>;
  return (
    <section className="stack" data-testid="webinar-registrations">
      <div className="webinar-card__regs-head">
        <h2>{t('registrations.title', { count: webinar.registrations })}</h2>
        {add}
      </div>
      <DataTable
        label={t('registrations.label')}
        list={list}
        query={registrations}
        columns={columns}
        rowId={(s) => s.id}
        search={{ label: t('registrations.search') }}
        empty={<EmptyState icon={Users} title={t('registrations.empty.title')} text={t('registrations.empty.text')} action={add} />}
        testId="registrations-table"
        rowTestId="registration-row"
      />
      {registering && <RegisterDialog webinar={webinar} onClose={() => setRegistering(false)} />}
    </section>
  );
}
