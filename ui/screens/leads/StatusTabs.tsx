import { useTranslation } from 'react-i18next';
import { Tab, TabList, Tabs } from 'react-aria-components/Tabs';
import type { ResponseOf } from '../../../api/define';
import { LEAD_STATUS_ORDER, leadStatusName, type countByStatus, type LeadStatusFilter } from '../../../api/routes/leads';

/** One status's count as GET /leads/count-by-status answers it. */
export type StatusCount = ResponseOf<typeof countByStatus>[number];

/** SPEC §4's statuses and the virtual 'all', each with its count, as tabs over the list. */
export function StatusTabs({ value, counts, onChange }: { value: LeadStatusFilter; counts: readonly StatusCount[] | undefined; onChange: (s: LeadStatusFilter) => void }) {
  const { t } = useTranslation('leads');
  const keys: LeadStatusFilter[] = ['all', ...LEAD_STATUS_ORDER];
  const total = (s: LeadStatusFilter) => counts?.find((c) => c.status === s)?.total;
  return (
    <Tabs selectedKey={String(value)} onSelectionChange={(k) => onChange(k === 'all' ? 'all' : (Number(k) as LeadStatusFilter))}>
      <TabList className="lead-tabs" aria-label={t('statusTabs')}>
        {keys.map((s) => (
          <Tab key={String(s)} id={String(s)} className="lead-tabs__tab" data-testid={`lead-tab-${s}`}>
            {t(`status.${s === 'all' ? 'all' : leadStatusName(s)}`)}
            <span className="lead-tabs__count">{total(s) ?? '…'}</span>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
