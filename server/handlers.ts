// Pairs every route of the api/ table with its handler. The mapped type makes a missing handler a
// compile error, so the table and the server cannot drift apart.
import { api } from '../api/index';
import type { RouteSpec } from '../api/define';
import type { Handlers, HandlerCtx } from './platform/http/context';
import { sessionHandlers } from './auth/routes';
import { profileHandlers } from './auth/profile-routes';
import { accessHandlers } from './account/access-routes';
import { projectHandlers } from './account/projects-routes';
import { accountHandlers } from './account/routes';
import { billingHandlers } from './billing/routes';
import { devHandlers } from './auth/dev-routes';
import { designHandlers } from './design/routes';
import { templateHandlers } from './pages/templates-routes';
import { mediaHandlers } from './media/routes';
import { pageHandlers } from './pages/routes';
import { pageTransferHandlers } from './pages/transfers-routes';
import { folderHandlers } from './pages/folders-routes';
import { trashHandlers } from './pages/trash-routes';
import { pluginHandlers } from './pages/plugins-routes';
import { domainHandlers } from './domains/routes';
import { leadHandlers } from './leads/routes';
import { integrationHandlers } from './integrations/routes';
import { contactHandlers } from './notifications/contacts-routes';
import { statsHandlers } from './stats/routes';
import { campaignHandlers } from './campaigns/routes';
import { cdpHandlers } from './cdp/routes';
import { salesHandlers } from './sales/routes';
import { taskHandlers } from './cdp/tasks-routes';
import { paymentHandlers } from './sales/payments-routes';
import { settingsHandlers } from './settings/routes';
import { forwarderHandlers } from './forwarder/routes';

type Api = typeof api;
const handlers: { [A in keyof Api]: Handlers<Api[A]> } = {
  session: sessionHandlers,
  profile: profileHandlers,
  access: accessHandlers,
  projects: projectHandlers,
  account: accountHandlers,
  billing: billingHandlers,
  dev: devHandlers,
  design: designHandlers,
  templates: templateHandlers,
  media: mediaHandlers,
  pages: pageHandlers,
  pageTransfers: pageTransferHandlers,
  folders: folderHandlers,
  trash: trashHandlers,
  plugins: pluginHandlers,
  domains: domainHandlers,
  leads: leadHandlers,
  integrations: integrationHandlers,
  contacts: contactHandlers,
  stats: statsHandlers,
  campaigns: campaignHandlers,
  cdp: cdpHandlers,
  sales: salesHandlers,
  tasks: taskHandlers,
  payments: paymentHandlers,
  settings: settingsHandlers,
  forwarder: forwarderHandlers,
};

export function routeEntries(): { spec: RouteSpec; handler: (ctx: HandlerCtx<RouteSpec>) => Promise<unknown> }[] {
  const out: { spec: RouteSpec; handler: (ctx: HandlerCtx<RouteSpec>) => Promise<unknown> }[] = [];
  for (const area of Object.keys(api) as (keyof Api)[]) {
    const table = api[area] as Record<string, RouteSpec>;
    const hs = handlers[area] as unknown as Record<string, (ctx: HandlerCtx<RouteSpec>) => Promise<unknown>>; // checked above per route
    for (const key of Object.keys(table)) out.push({ spec: table[key], handler: hs[key] });
  }
  return out;
}
