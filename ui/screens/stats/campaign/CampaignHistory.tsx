// Every campaign of the page, newest first; one opens read-only with its numbers and chart.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/States';
import { formatDate } from '../../../lib/dates';
import { CampaignView } from './CampaignView';
import { useCampaigns } from './data';
import { useCampaignOutlet } from './CampaignLayout';

export default function CampaignHistory() {
  const { t } = useTranslation('stats');
  const { pageId } = useCampaignOutlet();
  const list = useCampaigns(pageId);
  const [open, setOpen] = useState<number | null>(null);
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data && list.data.items.length === 0) return <section className="card"><EmptyState icon={History} title={t('campaign.historyEmpty')} text={t('campaign.historyEmptyText')} /></section>;
  const chosen = list.data?.items.find((c) => c.id === open);
  return (
    <>
      <section className="card card--flush stats-card">
        <table className="table" data-testid="campaign-history">
          <thead><tr><th>{t('campaign.name')}</th><th>{t('campaign.state')}</th><th>{t('campaign.dates')}</th><th>{t('campaign.result')}</th><th><span className="visually-hidden">{t('campaign.open')}</span></th></tr></thead>
          <tbody>
            {!list.data ? <SkeletonRows cols={5} /> : list.data.items.map((c) => {
              const v = c.variants.find((x) => x.id === c.chosen_variant_id);
              return (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{t(`campaign.status.${c.status}`)}</td>
                  <td>{c.started ? formatDate(c.started) : '—'}{c.ended ? ` — ${formatDate(c.ended)}` : ''}</td>
                  <td>{v ? t('campaign.publishedVariant', { name: v.name }) : '—'}</td>
                  <td><button type="button" className="link-button" onClick={() => setOpen(open === c.id ? null : c.id)} aria-expanded={open === c.id}>{t('campaign.open')}</button></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {chosen && <CampaignView pageId={pageId} campaign={chosen} readOnly />}
    </>
  );
}
