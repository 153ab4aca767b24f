// Pairs every route of the api/ table with its handler. The mapped type makes a missing handler a
// compile error, so the table and the server cannot drift apart.
import { api } from '../api/index';
import type { RouteSpec } from '../api/define';
import type { Handlers, HandlerCtx } from './platform/http/context';
import { sessionHandlers } from './auth/index';
import { profileHandlers } from './auth/index';
import { accessHandlers } from './account/index';
import { projectHandlers } from './account/index';
import { accountHandlers } from './account/index';
import { billingHandlers } from './billing/index';
import { devHandlers } from './auth/index';
import { designHandlers } from './design/index';
import { templateHandlers } from './pages/index';
import { mediaHandlers } from './media/index';
import { pageHandlers } from './pages/index';
import { pageTransferHandlers } from './pages/index';
import { folderHandlers } from './pages/index';
import { trashHandlers } from './pages/index';
import { pluginHandlers } from './pages/index';
import { domainHandlers } from './domains/index';
import { leadHandlers } from './leads/index';
import { integrationHandlers } from './integrations/index';
import { contactHandlers } from './notifications/index';
import { statsHandlers } from './stats/index';
import { campaignHandlers } from './campaigns/index';
import { cdpHandlers } from './cdp/index';
import { salesHandlers } from './sales/index';
import { taskHandlers } from './cdp/index';
import { paymentHandlers } from './sales/index';
import { settingsHandlers } from './settings/index';
import { forwarderHandlers } from './forwarder/index';
import { telegramHandlers } from './notifications/index';

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
  telegram: telegramHandlers,
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
