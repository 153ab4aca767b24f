// Webinars list (SPEC §2 "Webinars"): title, start in the user's zone, length, state and how many
// registered; search by title or description, a filter by state, sort by start, title or creation
// date, pages of the one list kit (useListState + DataTable). A title opens the webinar's card.
import './webinars.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Plus from 'lucide-react/icons/plus';
import Video from 'lucide-react/icons/video';
import type { WebinarState } from '../../../api/cdp';
import { WEBINAR_STATES, type Webinar, type WebinarSortField } from '../../../api/routes/sales';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { formatDate, formatTime } from '../../lib/dates';
import { useListState } from '../../lib/useListState';
import { WebinarStateBadge } from './WebinarStateBadge';
import { useWebinarList } from './data';
import { FilterSelect } from '../../components/FilterSelect';

export default function Webinars() {
  const { t } = useTranslation('webinars');
  const list = useListState<WebinarSortField>('webinars', { sort: { by: 'starts_at', dir: 'desc' } });
  const [state, setStateFilter] = useState<WebinarState | null>(null);
  const webinars = useWebinarList(list.query, state);
  const setState = (value: string) => { setStateFilter(value === '' ? null : (value as WebinarState)); list.setPage(1); };

  const columns: DataColumn<Webinar, WebinarSortField>[] = [
    {
      id: 'title', header: t('list.columns.title'), sortBy: 'title',
      cell: (w) => <Link to={`/webinars/${w.id}`} className="webinar-link" data-testid="webinar-open">{w.title}</Link>,
    },
    { id: 'starts', header: t('list.columns.starts'), sortBy: 'starts_at', cell: (w) => `${formatDate(w.starts_at)} ${formatTime(w.starts_at)}` },
    { id: 'duration', header: t('list.columns.duration'), className: 'muted', cell: (w) => t('minutes', { count: w.duration_min }) },
    { id: 'state', header: t('list.columns.state'), cell: (w) => <WebinarStateBadge state={w.state} /> },
    { id: 'registrations', header: t('list.columns.registrations'), className: 'muted', cell: (w) => w.registrations },
  ];
  const create = <Link to="/webinars/create" className="btn" data-testid="webinar-create"><Plus size={16} aria-hidden="true" />{t('list.create')}</Link>;

  return (
    <div className="page webinars-page">
      <PageHeader title={t('list.title')} text={t('list.lead')} action={create} />
      <DataTable
        label={t('list.title')}
        list={list}
        query={webinars}
        columns={columns}
        rowId={(w) => w.id}
        search={{ label: t('list.search') }}
        filters={(
          <FilterSelect
            className="webinars-filter" label={t('list.state')} anyLabel={t('list.anyState')} value={state}
            options={WEBINAR_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            onChange={(v) => setState(v ?? '')} testId="webinar-state-filter"
          />
        )}
        filtered={state !== null}
        onClearFilters={() => setState('')}
        empty={<EmptyState icon={Video} title={t('list.empty.title')} text={t('list.empty.text')} action={create} />}
        testId="webinars-table"
        rowTestId="webinar-row"
      />
    </div>
  );
}
