// Each variant of the open (or latest) campaign drawn by the engine that publishes it, side by
// side choice of variant; the frame is sandboxed (no scripts), like the pages list's preview.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Eye from 'lucide-react/icons/eye';
import { endpoints } from '../../../../adapters/index';
import { EmptyState, ErrorState } from '../../../components/States';
import { previewOf } from '../../../lib/previewHtml';
import { useCampaign, useCampaigns } from './data';
import { useCampaignOutlet } from './CampaignLayout';

export default function CampaignPreview() {
  const { t } = useTranslation('stats');
  const { pageId } = useCampaignOutlet();
  const open = useCampaign(pageId);
  const all = useCampaigns(pageId);
  const campaign = open.data ?? all.data?.items[0] ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const variantId = chosen ?? campaign?.variants[0]?.id ?? null;
  const preview = useQuery({
    queryKey: ['campaign', pageId, 'preview', variantId],
    queryFn: async () => {
      const c = await endpoints.campaigns.content({ params: { pageId }, query: { variant_id: variantId as number } });
      return previewOf(c, c.variant.name);
    },
    enabled: variantId !== null,
  });
  if (open.isError || all.isError) return <ErrorState onRetry={() => { void open.refetch(); void all.refetch(); }} />;
  if (!campaign && open.isFetched && all.isFetched) return <section className="card"><EmptyState icon={Eye} title={t('campaign.previewEmpty')} text={t('campaign.previewEmptyText')} /></section>;
  return (
    <>
      <div className="stats-entities" role="tablist" aria-label={t('campaign.variants')}>
        {campaign?.variants.map((v) => (
          <button key={v.id} type="button" role="tab" aria-selected={v.id === variantId} className={`chip${v.id === variantId ? ' is-active' : ''}`} onClick={() => setChosen(v.id)} data-testid="preview-variant">
            {t('campaign.variant', { name: v.name })}
          </button>
        ))}
      </div>
      <div className="campaign-preview" data-testid="campaign-preview">
        {preview.isError ? <ErrorState onRetry={() => void preview.refetch()} />
          : !preview.data ? <div className="skeleton" style={{ height: '100%' }} />
            : preview.data.kind === 'blank' ? <p className="stats-hint" style={{ padding: 16 }}>{t('campaign.previewBlank')}</p>
              : <iframe srcDoc={preview.data.html} title={t('campaign.preview')} sandbox="" />}
      </div>
    </>
  );
}
