// Persons list (SPEC §2 "Persons"): everyone who sent a lead or was added by hand, with search by
// name, email or phone, a filter by record type, sort by name or date, and pages of the one list
// kit (useListState + DataTable). A name opens the person's card.
import '../../styles/persons.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { RECORD_TYPE_NAMES, RECORD_TYPES, type RecordType } from '../../../api/cdp';
import type { PersonRow, PersonSortField } from '../../../api/routes/cdp';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { useListState } from '../../lib/useListState';
import { PersonDialog } from './PersonDialog';
import { RecordTypeBadge } from './RecordTypeBadge';
import { SsoOpenButton } from './SsoOpenButton';
import { usePersonList } from './data';
import { FilterSelect } from '../../components/FilterSelect';
import { EmailLink, PhoneLink } from '../../components/ContactLink';

export default function Persons() {
  const { t } = useTranslation('cdp');
  const list = useListState<PersonSortField>('persons', { sort: { by: 'created', dir: 'desc' } });
  const [recordType, setRecordTypeState] = useState<RecordType | null>(null);
  const [adding, setAdding] = useState(false);
  const persons = usePersonList(list.query, recordType);
  const setRecordType = (value: string) => { setRecordTypeState(value === '' ? null : (Number(value) as RecordType)); list.setPage(1); };
  const nameOf = (p: PersonRow) => p.name || p.email || p.phone || t('persons.noName');

  const columns: DataColumn<PersonRow, PersonSortField>[] = [
    {
      id: 'name', header: t('persons.columns.name'), sortBy: 'name',
      cell: (p) => <Link to={`/persons/${p.id}`} className="person-link" aria-label={t('persons.open', { name: nameOf(p) })} data-testid="person-open">{nameOf(p)}</Link>,
    },
    { id: 'email', header: t('persons.columns.email'), cell: (p) => (p.email ? <EmailLink email={p.email} /> : <span className="muted">—</span>) },
    { id: 'phone', header: t('persons.columns.phone'), cell: (p) => (p.phone ? <PhoneLink phone={p.phone} /> : <span className="muted">—</span>) },
    { id: 'type', header: t('persons.columns.type'), cell: (p) => <RecordTypeBadge type={p.record_type} /> },
    { id: 'leads', header: t('persons.columns.leads'), className: 'muted', cell: (p) => p.leads_count },
    { id: 'created', header: t('persons.columns.created'), sortBy: 'created', className: 'muted', cell: (p) => formatDate(p.created) },
  ];
  const add = <Button onPress={() => setAdding(true)}><UserPlus size={16} aria-hidden="true" />{t('persons.add')}</Button>;
  const actions = <div className="row"><SsoOpenButton path="/persons" /><Link to="/persons/tasks" className="btn btn--secondary">{t('tasks.my')}</Link>{add}</div>;

  return (
    <div className="page persons-page">
      <PageHeader title={t('persons.title')} text={t('persons.lead')} action={actions} />
      <DataTable
        label={t('persons.title')}
        list={list}
        query={persons}
        columns={columns}
        rowId={(p) => p.id}
        search={{ label: t('persons.search') }}
        filters={(
          <FilterSelect
            className="persons-filter" label={t('persons.type')} anyLabel={t('persons.anyType')} value={recordType === null ? null : String(recordType)}
            options={RECORD_TYPES.map((r) => ({ value: String(r), label: t(`recordType.${RECORD_TYPE_NAMES[r]}`) }))}
            onChange={(v) => setRecordType(v ?? '')} testId="record-type-filter"
          />
        )}
        filtered={recordType !== null}
        onClearFilters={() => setRecordType('')}
        empty={<EmptyState icon={Users} title={t('persons.empty.title')} text={t('persons.empty.text')} action={add} />}
        testId="persons-table"
        rowTestId="person-row"
      />
      {adding && <PersonDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
