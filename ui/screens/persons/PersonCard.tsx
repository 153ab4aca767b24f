// A person's card (SPEC §2 "Persons", persons/{id}): contacts, record type and flags, where they
// came from (the first lead's page, form and UTM), their places in the pipelines, their tasks, the
// leads they sent with the answers, and their history. Deleting the person keeps their leads.
import '../../styles/persons.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import Trash2 from 'lucide-react/icons/trash';
import type { PersonDetail, PersonEvent } from '../../../api/routes/cdp';
import { confirm } from '../../app/services';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { BackLink, RecordFallback } from '../../components/RecordPage';
import { personName } from '../../lib/personName';
import { formatDate } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { RecordTypeBadge } from './RecordTypeBadge';
import { PersonOrders } from './PersonOrders';
import { TaskList } from './TaskList';
import { usePerson, usePersonActions, usePersonForms, usePersonHistory } from './data';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

/**
 * What other areas draw on the card, handed in by its route (ui/app/routes/PersonCardScreen.tsx), so
 * the persons area imports no other area's screens.
 */
export interface PersonCardParts {
  /** Under the person's stages: putting them into a pipeline (the sales area). */
  addToPipeline: (person: { id: number; name: string }) => ReactNode;
  /** The person's signups of one kind (the webinars area). */
  signups: (personId: number, kind: 'webinar' | 'other') => ReactNode;
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="card detail__section" data-testid={testId}>
      <h2 className="detail__h">{title}</h2>
      {children}
    </section>
  );
}

export default function PersonCard({ parts }: { parts: PersonCardParts }) {
  const { t } = useTranslation('cdp');
  const navigate = useNavigate();
  const id = Number(useParams().personId);
  const person = usePerson(id);
  const { remove } = usePersonActions();
  const back = { to: '/persons', label: t('card.back') };
  const p = person.data;
  if (!p || !(id > 0)) return <RecordFallback id={id} query={person} back={back} notFound={t('card.notFound')} />;
  const name = personName(p, t('persons.noName'));
  const del = async () => {
    if (!(await confirm({ title: t('card.deleteConfirm', { name }), message: t('card.deleteText'), variant: 'danger', confirmLabel: t('card.delete') }))) return;
    remove.mutate(p.id, { onSuccess: () => { toasts.show('success', t('card.deleted')); navigate('/persons'); } });
  };
  return (
    <div className="page person-card" data-testid="person-card">
      <BackLink {...back} />
      <div className="detail__head">
        <div>
          <h1>{name}</h1>
          <div className="detail__badges">
            <RecordTypeBadge type={p.record_type} />
            {p.active === 'N' && <span className="badge badge--warning">{t('card.flags.inactive')}</span>}
            {p.banned === 'Y' && <span className="badge badge--danger">{t('card.flags.banned')}</span>}
            {p.suspended === 'Y' && <span className="badge badge--warning">{t('card.flags.suspended')}</span>}
          </div>
        </div>
        <Button variant="danger" size="sm" onPress={() => void del()} pending={remove.isPending}><Trash2 size={14} aria-hidden="true" />{t('card.delete')}</Button>
      </div>
      <div className="detail__grid">
        <div className="stack">
          <Contacts p={p} />
          <Stages p={p} name={name} addToPipeline={parts.addToPipeline} />
        </div>
        <div className="stack">
          <Section title={t('tasks.section')} testId="person-tasks"><TaskList scope={{ person_id: p.id }} /></Section>
          <PersonOrders personId={p.id} />
          {parts.signups(p.id, 'webinar')}
          {parts.signups(p.id, 'other')}
          <Forms id={p.id} />
          <History id={p.id} />
        </div>
      </div>
    </div>
  );
}

/** The person's places in the pipelines (each opens its board), and adding them to one. */
function Stages({ p, name, addToPipeline }: { p: PersonDetail; name: string; addToPipeline: PersonCardParts['addToPipeline'] }) {
  const { t } = useTranslation('cdp');
  const relative = useRelativeDate();
  return (
    <Section title={t('card.stages')} testId="person-stages">
      {p.stages.length === 0 ? <p className="muted">{t('card.noStages')}</p> : (
        <ul className="detail__items">
          {p.stages.map((s) => (
            <li key={s.pipeline.id}>
              <span className={`stage-dot stage-dot--${s.stage.color}`} aria-hidden="true" />
              <Link to={`/sales/${s.pipeline.id}`}>{s.pipeline.title}</Link>: <strong>{s.stage.title}</strong>
              <span className="detail__meta"> · {relative(s.moved_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {addToPipeline({ id: p.id, name })}
    </Section>
  );
}

function Contacts({ p }: { p: PersonDetail }) {
  const { t } = useTranslation('cdp');
  const relative = useRelativeDate();
  const none = t('card.none');
  const utm = p.source ? Object.entries(p.source.utm) : [];
  return (
    <Section title={t('card.contacts')} testId="person-contacts">
      <dl className="detail__list">
        <div><dt>{t('card.email')}</dt><dd>{p.email ? <EmailLink email={p.email} /> : none}</dd></div>
        <div><dt>{t('card.phone')}</dt><dd>{p.phone ? <PhoneLink phone={p.phone} /> : none}</dd></div>
        <div><dt>{t('card.added')}</dt><dd>{formatDate(p.created)}</dd></div>
        <div><dt>{t('card.lastLead')}</dt><dd>{p.last_lead_at ? relative(p.last_lead_at) : none}</dd></div>
        <div>
          <dt>{t('card.source')}</dt>
          <dd data-testid="person-source">
            {!p.source ? t('card.manual') : (
              <>
                {p.source.page ? `${t('card.sourcePage')}: ${p.source.page.title}` : none}
                {p.source.form && `\n${t('card.sourceForm')}: ${p.source.form}`}
                {utm.map(([k, v]) => `\n${k}: ${v}`).join('')}
                {p.source.referrer && `\n${t('card.referrer')}: ${p.source.referrer}`}
              </>
            )}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

function Forms({ id }: { id: number }) {
  const { t } = useTranslation('cdp');
  const relative = useRelativeDate();
  const forms = useQueryState(usePersonForms(id));
  return (
    <Section title={t('card.forms')} testId="person-forms">
      {forms.state ?? (forms.items.length === 0 ? <p className="muted">{t('card.noForms')}</p> : (
        <ul className="detail__items">
          {forms.items.map((f) => (
            <li key={f.id} className="detail__item">
              <strong>{f.form}</strong>
              <span className="detail__meta">{[f.page?.title, relative(f.created), ...Object.entries(f.utm).map(([k, v]) => `${k}=${v}`)].filter(Boolean).join(' · ')}</span>
              <dl className="detail__list">
                {f.fields.map((x) => <div key={x.name}><dt>{x.label}</dt><dd>{x.value}</dd></div>)}
              </dl>
            </li>
          ))}
        </ul>
      ))}
    </Section>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation('cdp');
  const relative = useRelativeDate();
  const history = useQueryState(usePersonHistory(id));
  return (
    <Section title={t('card.history')} testId="person-history">
      {history.state ?? (history.items.length === 0 ? <p className="muted">{t('card.noHistory')}</p> : (
        <ul className="detail__items">
          {history.items.map((e) => (
            <li key={e.id} className="detail__item">
              <span>{eventText(t, e)}</span>
              <span className="detail__meta">{[relative(e.created), e.user?.name].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ))}
    </Section>
  );
}

/** One history line in words: the event type's text filled with what the server recorded. */
function eventText(t: (key: string, vars?: Record<string, unknown>) => string, e: PersonEvent): string {
  if (e.type === 'created') return t(e.data.by === 'lead' ? 'event.created_lead' : 'event.created');
  if (e.type === 'stage' && e.data.from === null) return t('event.stage_join', e.data);
  return t(`event.${e.type}`, e.data);
}

/** A section's list query as its loading or error state, or its items once they are there. */
function useQueryState<Row>(q: { data?: { items: Row[] }; isError: boolean; refetch: () => unknown }): { state: React.ReactNode | null; items: Row[] } {
  if (q.isError) return { state: <ErrorState onRetry={() => void q.refetch()} />, items: [] };
  if (!q.data) return { state: <ListSkeleton rows={2} />, items: [] };
  return { state: null, items: q.data.items };
}
