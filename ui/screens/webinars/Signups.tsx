// Signups (SPEC §2 "Leads and signups", signups): every registration of a person — for a webinar, a
// product, or something named by its title — newest first, searchable by the person's contact or
// the title, filtered by kind, paged with the one list kit. A row opens the signup.
import './webinars.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import type { Signup } from '../../../api/routes/sales';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { useListState } from '../../lib/useListState';
import { SignupStatus, SignupWhat } from './SignupWhat';
import { personName } from '../../lib/personName';
import { useSignupList, type SignupKind } from './data';
import { FilterSelect } from '../../components/FilterSelect';
import { ContactStack } from '../../components/ContactLink';

export default function Signups() {
  const { t } = useTranslation('webinars');
  const relative = useRelativeDate();
  const list = useListState<'created'>('signups', { sort: { by: 'created', dir: 'desc' } });
  const [kind, setKindState] = useState<SignupKind | null>(null);
  const signups = useSignupList(list.query, kind ? { kind } : {});
  const setKind = (value: string) => { setKindState(value === '' ? null : (value as SignupKind)); list.setPage(1); };

  const columns: DataColumn<Signup, 'created'>[] = [
    {
      id: 'person', header: t('signups.columns.person'),
      cell: (s) => <Link to={`/signups/${s.id}`} className="webinar-link" data-testid="signup-open">{personName(s.person, t('noName'))}</Link>,
    },
    { id: 'contact', header: t('signups.columns.contact'), cell: (s) => <ContactStack email={s.person.email} phone={s.person.phone} /> },
    { id: 'what', header: t('signups.columns.what'), cell: (s) => <SignupWhat s={s} /> },
    { id: 'status', header: t('signups.columns.status'), cell: (s) => <SignupStatus s={s} /> },
    { id: 'created', header: t('signups.columns.created'), sortBy: 'created', className: 'muted', cell: (s) => relative(s.created) },
  ];
  const toWebinars = <Link to="/webinars" className="btn">{t('signups.toWebinars')}</Link>;

  return (
    <div className="page signups-page">
      <PageHeader title={t('signups.title')} text={t('signups.lead')} />
      <DataTable
        label={t('signups.title')}
        list={list}
        query={signups}
        columns={columns}
        rowId={(s) => s.id}
        search={{ label: t('signups.search') }}
        filters={(
          <FilterSelect
            className="webinars-filter" label={t('signups.kind')} anyLabel={t('signups.anyKind')} value={kind}
            options={(['webinar', 'other'] as const).map((k) => ({ value: k, label: t(`signups.kinds.${k}`) }))}
            onChange={(v) => setKind(v ?? '')} testId="signup-kind-filter"
          />
        )}
        filtered={kind !== null}
        onClearFilters={() => setKind('')}
        empty={<EmptyState icon={ClipboardList} title={t('signups.empty.title')} text={t('signups.empty.text')} action={toWebinars} />}
        testId="signups-table"
        rowTestId="signup-row"
      />
    </div>
  );
}
