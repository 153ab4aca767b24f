// Routes of the statistics screens (SPEC §2: statistic, statistic/visits, statistic/sources) and of
// a page's campaign (pages/{pageId}/campaign: index, history, preview), mounted under the main
// shell; lazy chunks with their own catalogue (the 'stats' namespace) and the chart library.
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/index';
import type { RouteHandle } from '../routeMeta';

type Load = () => Promise<{ default: React.ComponentType }>;
const lazy = (load: Load) => async () => {
  const [{ default: Component }] = await Promise.all([load(), loadNamespaces(['stats'])]);
  return { Component };
};
const route = (path: string, handle: RouteHandle, load: Load, children?: RouteObject[]): RouteObject => ({ path, handle, lazy: lazy(load), children });
const stats = (name: string): RouteHandle => ({ name, access: 'statistics.list' });

export const statsRoutes: RouteObject[] = [
  route('statistic', stats('Statistic'), () => import('../../screens/stats/StatsLayout'), [
    { index: true, handle: stats('Statistic'), lazy: lazy(() => import('../../screens/stats/Overview')) },
    route('visits', stats('VisitsStatistic'), () => import('../../screens/stats/Visits')),
    route('sources', stats('SourcesStatistic'), () => import('../../screens/stats/Sources')),
  ]),
  route('pages/:pageId/campaign', stats('Campaign'), () => import('../../screens/stats/campaign/CampaignLayout'), [
    { index: true, handle: stats('Campaign'), lazy: lazy(() => import('../../screens/stats/campaign/CampaignIndex')) },
    route('history', stats('CampaignHistory'), () => import('../../screens/stats/campaign/CampaignHistory')),
    route('preview', stats('CampaignPreview'), () => import('../../screens/stats/campaign/CampaignPreview')),
  ]),
];
