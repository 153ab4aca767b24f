// /settings (owner only, SPEC §2 "Settings"): the account's deliveries that went wrong — mail, lead
// notifications, webhooks and integrations whose jobs failed (a retry is scheduled) or stopped —
// with the last error, «Повторить» (now) and «Отметить решённым», and the queue's counts. Paged on
// the server (api/list.ts); polled, so a retried delivery leaves the list once it is delivered. A
// failed action (e.g. the delivery went through meanwhile: 404) is shown by the adapters' error bus.
import './settings.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckCheck from 'lucide-react/icons/check-check';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ResponseOf } from '../../../api/define';
import { TROUBLE_STATES, type list as jobsList } from '../../../api/routes/settings';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { FilterSelect } from '../../components/FilterSelect';

export const deliveriesKey = ['settings', 'deliveries'] as const;
const POLL_MS = 5000;

type DeliveryJob = ResponseOf<typeof jobsList>['items'][number];
type State = (typeof TROUBLE_STATES)[number];

function QueueCounts() {
  const { t } = useTranslation('settings');
  const counts = useQuery({ queryKey: [...deliveriesKey, 'counts'], queryFn: () => endpoints.settings.counts(), refetchInterval: POLL_MS });
  const keys = ['waiting', 'running', 'failed', 'dead'] as const;
  if (counts.isError) return null;
  return (
    <dl className="queue-counts" aria-busy={counts.isLoading} data-testid="queue-counts">
      {keys.map((k) => (
        // Only a count above zero is alarming: «Остановлены 0» in red reads like trouble.
        <div key={k} className={`card queue-counts__${k}`} data-nonzero={counts.data && counts.data[k] > 0 ? 'true' : undefined}>
          <dt>{t(`deliveries.counts.${k}`)}</dt>
          <dd data-testid={`queue-count-${k}`}>{counts.data ? counts.data[k] : <span className="skeleton skeleton--text" aria-hidden="true">&nbsp;</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A wait in the largest whole unit: «40 с», «12 мин», «3 ч». */
function useAge() {
  const { t } = useTranslation('settings');
  return (seconds: number) => (seconds < 120 ? t('deliveries.queue.age.s', { count: seconds })
    : seconds < 7200 ? t('deliveries.queue.age.min', { count: Math.floor(seconds / 60) })
      : t('deliveries.queue.age.h', { count: Math.floor(seconds / 3600) }));
}

/** The account's background queue by what it is about: how many wait, run, and the oldest's wait. */
function QueueDepth() {
  const { t } = useTranslation('settings');
  const age = useAge();
  const queue = useQuery({ queryKey: [...deliveriesKey, 'queue'], queryFn: () => endpoints.settings.queue(), refetchInterval: POLL_MS });
  let body;
  if (queue.isError) body = <p className="muted" role="alert">{t('deliveries.queue.error')}</p>;
  else if (!queue.data) body = <span className="skeleton skeleton--text" aria-hidden="true">&nbsp;</span>;
  else if (queue.data.groups.length === 0) body = <p className="muted" data-testid="queue-empty">{t('deliveries.queue.empty')}</p>;
  else {
    body = (
      <>
        {queue.data.oldest_waiting_s !== null && <p className="queue-depth__oldest" data-testid="queue-oldest">{t('deliveries.queue.oldest', { age: age(queue.data.oldest_waiting_s) })}</p>}
        <ul className="queue-depth__groups">
          {queue.data.groups.map((g) => (
            <li key={g.group} data-testid={`queue-group-${g.group}`}>
              <span className="queue-depth__name">{t(`deliveries.queue.group.${g.group}`)}</span>
              <span className="muted">{t('deliveries.queue.waiting', { count: g.waiting })}</span>
              <span className="muted">{t('deliveries.queue.running', { count: g.running })}</span>
              {g.oldest_waiting_s !== null && g.oldest_waiting_s > 0 && <span className="muted">{t('deliveries.queue.oldest', { age: age(g.oldest_waiting_s) })}</span>}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="card queue-depth" aria-busy={queue.isLoading} data-testid="queue-depth">
      <h3>{t('deliveries.queue.title')}</h3>
      <p className="muted">{t('deliveries.queue.lead')}</p>
      {body}
    </div>
  );
}

export default function Settings() {
  const { t } = useTranslation('settings');
  const relative = useRelativeDate();
  const qc = useQueryClient();
  const list = useListState<'created'>('settings-deliveries', { sort: { by: 'created', dir: 'desc' } });
  const [state, setStateFilter] = useState<State | null>(null);
  const query = state ? { ...list.query, state } : list.query;
  const jobs = useQuery({
    queryKey: [...deliveriesKey, query],
    queryFn: () => endpoints.settings.list({ query }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: deliveriesKey });
  const retry = useMutation({
    mutationFn: (id: number) => endpoints.settings.retry({ params: { id } }),
    onSuccess: () => toasts.show('success', t('deliveries.retried')), onSettled: refresh,
  });
  const resolve = useMutation({
    mutationFn: (id: number) => endpoints.settings.resolve({ params: { id } }),
    onSuccess: () => toasts.show('success', t('deliveries.resolved')), onSettled: refresh,
  });
  const setState = (value: string) => { setStateFilter(value === '' ? null : (value as State)); list.setPage(1); };

  const what = (j: DeliveryJob) => `${t(`deliveries.category.${j.category}`)}${j.target ? ` — ${j.target}` : ''}`;
  const columns: DataColumn<DeliveryJob, 'created'>[] = [
    {
      id: 'kind', header: t('deliveries.columns.kind'), className: 'delivery-kind',
      cell: (j) => (
        <>
          <div className="page-cell__name">{t(`deliveries.category.${j.category}`)}</div>
          {j.lead_id !== null && <Link className="muted" to={`/leads?lead=${j.lead_id}`}>{t('deliveries.leadNumber', { id: j.lead_id })}</Link>}
        </>
      ),
    },
    { id: 'target', header: t('deliveries.columns.target'), className: 'delivery-target', cell: (j) => j.target ?? '—' },
    { id: 'attempts', header: t('deliveries.columns.attempts'), className: 'muted', cell: (j) => <span data-testid="delivery-attempts">{t('deliveries.attempts', { attempts: j.attempts, max: j.max_attempts })}</span> },
    { id: 'error', header: t('deliveries.columns.error'), className: 'delivery-error', cell: (j) => <span data-testid="delivery-error">{j.last_error || t('deliveries.noError')}</span> },
    {
      id: 'state', header: t('deliveries.columns.state'), className: 'delivery-state',
      cell: (j) => (
        <span className={`badge ${j.state === 'dead' ? 'badge--danger' : 'badge--warning'}`} data-testid="delivery-state">
          {t(`deliveries.state.${j.state}`, { time: relative((j.state === 'dead' ? j.finished_at : j.next_attempt_at) ?? j.created) })}
        </span>
      ),
    },
    { id: 'created', header: t('deliveries.columns.created'), sortBy: 'created', className: 'muted', cell: (j) => relative(j.created) },
    {
      id: 'actions', header: t('deliveries.columns.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (j) => (
        <div className="delivery-actions">
          <Button variant="secondary" size="sm" aria-label={t('deliveries.retryLabel', { what: what(j) })} pending={retry.isPending && retry.variables === j.id} onPress={() => retry.mutate(j.id)}>
            <RotateCcw size={14} aria-hidden="true" />{t('deliveries.retry')}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('deliveries.resolveLabel', { what: what(j) })} pending={resolve.isPending && resolve.variables === j.id} onPress={() => resolve.mutate(j.id)}>
            <CheckCheck size={14} aria-hidden="true" />{t('deliveries.resolve')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader title={t('title')} text={t('lead')} />
      <section className="settings-section" aria-labelledby="deliveries-title">
        <div className="settings-section__head">
          <h2 id="deliveries-title">{t('deliveries.title')}</h2>
          <p>{t('deliveries.lead')}</p>
        </div>
        <QueueCounts />
        <QueueDepth />
        <DataTable
          label={t('deliveries.title')}
          list={list}
          query={jobs}
          columns={columns}
          rowId={(j) => j.id}
          rowLabel={what}
          filters={(
            <FilterSelect
              className="delivery-filter" label={t('deliveries.stateFilter')} anyLabel={t('deliveries.anyState')} value={state}
              options={TROUBLE_STATES.map((s) => ({ value: s, label: t(`deliveries.stateName.${s}`) }))}
              onChange={(v) => setState(v ?? '')} testId="delivery-state-filter"
            />
          )}
          filtered={state !== null}
          onClearFilters={() => setState('')}
          empty={<EmptyState icon={CheckCircle2} title={t('deliveries.emptyTitle')} text={t('deliveries.emptyText')} action={<Link to="/integrations" className="btn btn--secondary">{t('deliveries.toIntegrations')}</Link>} />}
          testId="deliveries-table"
          rowTestId="delivery-row"
        />
      </section>
    </div>
  );
}
