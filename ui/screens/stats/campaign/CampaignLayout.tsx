// SPEC §2 "campaign (index, history, preview)" of a page: one header with the page's name and the
// three tabs; each tab is a child route.
import '../stats.css';
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { PageHeader } from '../../../components/States';
import { usePage } from './data';

export interface CampaignOutlet { pageId: number }
export const useCampaignOutlet = () => useOutletContext<CampaignOutlet>();

export default function CampaignLayout() {
  const { t } = useTranslation('stats');
  const pageId = Number(useParams().pageId);
  const page = usePage(pageId);
  const base = `/pages/${pageId}/campaign`;
  return (
    <div className="page stats-page">
      <p><NavLink to="/pages" className="link-button"><ArrowLeft size={14} aria-hidden="true" /> {t('campaign.backToPages')}</NavLink></p>
      <PageHeader title={t('campaign.title')} text={page.data ? t('campaign.lead', { page: page.data.title || page.data.name }) : undefined} />
      <nav className="stats-tabs" aria-label={t('campaign.title')}>
        {([['', 'index'], ['history', 'history'], ['preview', 'preview']] as const).map(([path, key]) => (
          <NavLink key={key} end to={path ? `${base}/${path}` : base} className={({ isActive }) => `stats-tabs__tab${isActive ? ' is-active' : ''}`} data-testid={`campaign-tab-${key}`}>
            {t(`campaign.tabs.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet context={{ pageId } satisfies CampaignOutlet} />
    </div>
  );
}
