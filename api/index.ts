// The route table: every HTTP call of the product, grouped by area. server/ registers one handler
// per entry (by `name`), adapters/ builds its typed calls from it, and tests walk it.
import type { RouteSpec } from './define';
import { sessionRoutes } from './routes/session';
import { profileRoutes } from './routes/profile';
import { accessRoutes } from './routes/access';
import { projectRoutes } from './routes/projects';
import { accountRoutes } from './routes/account';
import { billingRoutes } from './routes/billing';
import { devRoutes } from './routes/dev';
import { designRoutes } from './routes/design';
import { templateRoutes } from './routes/templates';
import { mediaRoutes } from './routes/media';
import { pageRoutes } from './routes/pages';
import { pageTransferRoutes } from './routes/page-transfers';
import { folderRoutes } from './routes/folders';
import { trashRoutes } from './routes/trash';
import { pluginRoutes } from './routes/plugins';
import { domainRoutes } from './routes/domains';
import { leadRoutes } from './routes/leads';
import { integrationRoutes } from './routes/integrations';
import { contactRoutes } from './routes/contacts';
import { statsRoutes } from './routes/stats';
import { campaignRoutes } from './routes/campaigns';
import { cdpRoutes } from './routes/cdp';
import { salesRoutes } from './routes/sales';
import { taskRoutes } from './routes/tasks';
import { paymentRoutes } from './routes/payments';
import { settingsRoutes } from './routes/settings';
import { forwarderRoutes } from './routes/forwarder';
import { telegramRoutes } from './routes/telegram';

export const api = {
  session: sessionRoutes,
  profile: profileRoutes,
  access: accessRoutes,
  projects: projectRoutes,
  account: accountRoutes,
  billing: billingRoutes,
  dev: devRoutes,
  design: designRoutes,
  templates: templateRoutes,
  media: mediaRoutes,
  pages: pageRoutes,
  pageTransfers: pageTransferRoutes,
  folders: folderRoutes,
  trash: trashRoutes,
  plugins: pluginRoutes,
  domains: domainRoutes,
  leads: leadRoutes,
  integrations: integrationRoutes,
  contacts: contactRoutes,
  stats: statsRoutes,
  campaigns: campaignRoutes,
  cdp: cdpRoutes,
  sales: salesRoutes,
  tasks: taskRoutes,
  payments: paymentRoutes,
  settings: settingsRoutes,
  forwarder: forwarderRoutes,
  telegram: telegramRoutes,
} as const;

/** Every route, flat, for registration and for table-walking tests. */
export const routes: readonly RouteSpec[] = Object.values(api).flatMap((area) => Object.values(area) as RouteSpec[]);

export * from './define';
export * from './errors';
export * from './permissions';
export * from './schemas';
