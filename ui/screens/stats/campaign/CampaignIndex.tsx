// The page's A/B test: none yet (what it is, a name, create), or the open one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/States';
import { toasts } from '../../../lib/toasts';
import { KpiSkeleton } from '../Overview';
import { CampaignView } from './CampaignView';
import { useCampaign, useCampaignActions } from './data';
import { useCampaignOutlet } from './CampaignLayout';

export default function CampaignIndex() {
  const { t } = useTranslation('stats');
  const { pageId } = useCampaignOutlet();
  const campaign = useCampaign(pageId);
  const actions = useCampaignActions(pageId);
  const [name, setName] = useState('');
  if (campaign.isError) return <ErrorState onRetry={() => void campaign.refetch()} />;
  if (campaign.isLoading) return <KpiSkeleton />;
  if (campaign.data) return <CampaignView pageId={pageId} campaign={campaign.data} />;
  const create = () => {
    if (name.trim() === '') return;
    actions.create.mutate(name.trim(), { onSuccess: () => toasts.show('success', t('campaign.created')) });
  };
  return (
    <section className="card">
      <div className="empty">
        <div className="empty__icon" aria-hidden="true"><FlaskConical size={26} /></div>
        <h2>{t('campaign.emptyTitle')}</h2>
        <p>{t('campaign.emptyText')}</p>
        <form className="campaign-bar" onSubmit={(e) => { e.preventDefault(); create(); }}>
          <label className="field">
            <span className="field__label">{t('campaign.name')}</span>
            <input className="field__input" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('campaign.namePlaceholder')} maxLength={100} data-testid="campaign-name" />
          </label>
          <Button type="submit" isDisabled={name.trim() === ''} pending={actions.create.isPending} data-testid="campaign-create">{t('campaign.create')}</Button>
        </form>
      </div>
    </section>
  );
}
