// Who may call each route, how often, and whether its answer is kept: one entry per route of the
// table, keyed by the route's name. `satisfies Record<RouteName, RoutePolicy>` makes a route
// without an entry, or an entry for a misspelt name, a compile error. The server's registration
// (server/platform/http/access.ts, server/platform/http/register.ts) enforces the entry before the handler runs.
import type { PermissionCode } from './permissions';
import type { api } from './index';

type Api = typeof api;
/** The name of every route of the table ('session.login', 'pages.get' …). */
export type RouteName = { [A in keyof Api]: Api[A][keyof Api[A]] extends { name: infer N extends string } ? N : never }[keyof Api];

/** Where an id is read from the request, before validation: `params.pageId`, `query.page_id`, `body.project_id`. */
export type InputPath = `params.${string}` | `query.${string}` | `body.${string}`;

/**
 * What a per-project right is checked on. A page, folder or domain is looked up in the caller's
 * account and its project checked (one outside any project needs the right in every project of
 * the member, SPEC §6); a project id is checked as it is. When the id is absent or null, or names
 * nothing of the account, the gate passes and the handler answers (404, or its own rule for "no
 * project": a new page goes to the first project, a folder or domain outside projects needs the
 * right in every project). `everyProject`: account-wide things (integrations) need the right in
 * every project of the member.
 */
export type RightTarget =
  | { page: InputPath }
  | { project: InputPath }
  | { folder: InputPath }
  | { domain: InputPath }
  | { everyProject: true };

export type Access =
  /** No X-Token needed (login, sign-up, a mailed link, the public order page, provider callbacks). */
  | { kind: 'public' }
  /**
   * Any signed-in user of the account. `rows`: what the answer holds is narrowed by that right per
   * project (a member sees the leads, numbers or pages of projects where it is not false).
   */
  | { kind: 'signedIn'; rows?: PermissionCode }
  /** The account owner only: members get 403. */
  | { kind: 'owner' }
  /** A member needs `right` on the project of the named page/folder/domain/project (the owner has every right). */
  | ({ kind: 'right'; right: PermissionCode } & RightTarget);

export interface RoutePolicy {
  access: Access;
  /** Limited per client address and route (login, codes, paying an order): config.rateLimit. */
  rateLimit?: 'perAddress';
  /** A list answer kept per account until a write of the account (server/platform/http/list-cache.ts). */
  cache?: 'accountList';
}

const anyone: Access = { kind: 'public' };
const owner: Access = { kind: 'owner' };
const signedIn = (rows?: PermissionCode): Access => (rows === undefined ? { kind: 'signedIn' } : { kind: 'signedIn', rows });
const right = (code: PermissionCode, target: RightTarget): Access => ({ kind: 'right', right: code, ...target });
const everyProject = { everyProject: true } as const;

export const policies = {
  // session
  'session.login': { access: anyone, rateLimit: 'perAddress' },
  'session.register': { access: anyone, rateLimit: 'perAddress' },
  'session.logout': { access: signedIn() },
  'session.forgot': { access: anyone, rateLimit: 'perAddress' },
  'session.forgot.submit': { access: anyone, rateLimit: 'perAddress' },
  'session.confirmEmail': { access: anyone, rateLimit: 'perAddress' },
  'session.registerCheck': { access: anyone, rateLimit: 'perAddress' },
  'session.account': { access: signedIn() },
  'session.flags': { access: signedIn() },

  // profile
  'profile.get': { access: signedIn() },
  'profile.update': { access: signedIn() },
  'profile.sessions': { access: signedIn() },
  'profile.sessions.endOthers': { access: signedIn() },
  'profile.answers': { access: signedIn() },
  'profile.email.sendConfirm': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.email.change': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.email.confirm': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.phone.sendConfirm': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.phone.confirmCurrent': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.phone.change': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.phone.confirm': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.password.change': { access: signedIn(), rateLimit: 'perAddress' },
  'profile.password.confirm': { access: signedIn(), rateLimit: 'perAddress' },

  // access
  'access.users.list': { access: owner },
  'access.users.create': { access: owner },
  'access.users.check': { access: owner, rateLimit: 'perAddress' },
  'access.users.get': { access: owner },
  'access.users.update': { access: owner },
  'access.users.permissions': { access: owner },
  'access.users.delete': { access: owner },

  // projects
  'projects.list': { access: signedIn() },
  'projects.create': { access: owner },
  'projects.get': { access: right('page.list', { project: 'params.id' }) },
  'projects.update': { access: right('page.settings', { project: 'params.id' }) },
  'projects.delete': { access: owner },

  // account
  'account.get': { access: owner },
  'account.tariffs': { access: owner },
  'account.tariff.current': { access: owner },
  'account.tariff.change': { access: owner },

  // billing
  'account.bills.list': { access: owner },
  'account.bills.create': { access: owner },
  'account.bills.get': { access: owner },
  'account.bills.pay': { access: owner },
  'account.bills.cancel': { access: owner },
  'account.payments': { access: owner },
  'account.payments.callback': { access: anyone },
  'account.methods.list': { access: owner },
  'account.methods.create': { access: owner },
  'account.methods.update': { access: owner },
  'account.methods.remove': { access: owner },
  'account.details.get': { access: owner },
  'account.details.save': { access: owner },
  'account.promo.get': { access: owner },
  'account.promo.accept': { access: owner },

  // dev
  'system.health': { access: anyone },
  'dev.outbox': { access: anyone },

  // design
  'design.fontPresets.list': { access: right('page.list', { page: 'query.page_id' }) },
  'design.fontPresets.create': { access: right('page.save', { page: 'body.page_id' }) },
  'design.fontPresets.update': { access: signedIn() },
  'design.fontPresets.delete': { access: signedIn() },
  'design.palettes.list': { access: right('page.list', { page: 'query.page_id' }) },
  'design.palettes.create': { access: right('page.save', { page: 'body.page_id' }) },
  'design.palettes.update': { access: signedIn() },
  'design.palettes.delete': { access: signedIn() },
  'design.styles.list': { access: right('page.list', { page: 'query.page_id' }) },
  'design.styles.create': { access: right('page.save', { page: 'body.page_id' }) },
  'design.styles.update': { access: signedIn() },
  'design.styles.delete': { access: signedIn() },

  // templates
  'templates.collections': { access: signedIn() },
  'templates.collection': { access: signedIn() },
  'templates.blocks': { access: signedIn() },
  'templates.block': { access: signedIn() },
  'templates.summary': { access: signedIn() },
  'templates.pageTemplates': { access: signedIn() },
  'creator.blocks.create': { access: signedIn() },
  'creator.blocks.update': { access: signedIn() },
  'creator.blocks.delete': { access: signedIn() },

  // media
  'media.list': { access: signedIn() },
  'media.create': { access: signedIn() },
  'media.get': { access: signedIn() },
  'media.update': { access: signedIn() },
  'media.delete': { access: signedIn() },
  'media.items.delete': { access: signedIn() },
  'media.unsplash': { access: signedIn() },
  'media.icons8': { access: signedIn() },
  'media.images.upload': { access: signedIn() },
  'media.video.upload': { access: signedIn() },

  // pages
  'pages.list': { access: signedIn('page.list'), cache: 'accountList' },
  'pages.short': { access: signedIn('page.list') },
  'pages.create': { access: right('page.create', { project: 'body.project_id' }) },
  'pages.get': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.update': { access: right('page.settings', { page: 'params.pageId' }) },
  'pages.delete': { access: right('page.delete', { page: 'params.pageId' }) },
  'pages.clone': { access: right('page.create', { page: 'params.pageId' }) },
  'pages.stop': { access: right('page.publish', { page: 'params.pageId' }) },
  'pages.publish': { access: right('page.publish', { page: 'params.pageId' }) },
  'pages.content': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.draft': { access: right('page.save', { page: 'params.pageId' }) },
  'pages.history': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.history.get': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.history.restore': { access: right('page.save', { page: 'params.pageId' }) },
  'pages.redactor': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.policyLinks': { access: right('page.list', { page: 'params.pageId' }) },
  'pages.favicon.upload': { access: right('page.settings', { page: 'params.pageId' }) },
  'pages.favicon.remove': { access: right('page.settings', { page: 'params.pageId' }) },
  'pages.shareImage.upload': { access: right('page.settings', { page: 'params.pageId' }) },
  'pages.shareImage.remove': { access: right('page.settings', { page: 'params.pageId' }) },

  // pageTransfers
  'pages.transfer.list': { access: owner },
  'pages.transfer.createMany': { access: owner },
  'pages.transfer.create': { access: owner },
  'pages.transfer.accept': { access: owner },
  'pages.transfer.cancel': { access: owner },

  // folders
  'folders.list': { access: signedIn('page.list') },
  'folders.create': { access: right('page.folders', { project: 'body.project_id' }) },
  'folders.update': { access: right('page.folders', { folder: 'params.folderId' }) },
  'folders.delete': { access: right('page.folders', { folder: 'params.folderId' }) },
  'folders.sort': { access: signedIn() },
  'folders.move': { access: right('page.folders', { folder: 'params.folderId' }) },

  // trash
  'trash.list': { access: owner },
  'trash.restore': { access: owner },

  // plugins
  'plugins.list': { access: signedIn('page.list') },
  'plugins.create': { access: signedIn() },
  'plugins.get': { access: signedIn() },
  'plugins.update': { access: signedIn() },
  'plugins.delete': { access: signedIn() },
  'plugins.positions': { access: signedIn() },
  'plugins.clone': { access: signedIn() },

  // domains
  'domains.list': { access: signedIn('domain.list') },
  'domains.create': { access: right('domain.add', { project: 'body.project_id' }) },
  'domains.get': { access: right('domain.list', { domain: 'params.domainId' }) },
  'domains.update': { access: right('domain.edit', { domain: 'params.domainId' }) },
  'domains.delete': { access: right('domain.delete', { domain: 'params.domainId' }) },
  'domains.info': { access: signedIn() },
  'domains.unlink': { access: right('domain.edit', { domain: 'params.domainId' }) },
  'domains.record.create': { access: right('domain.edit', { domain: 'params.domainId' }) },
  'domains.record.update': { access: signedIn() },
  'domains.record.delete': { access: signedIn() },
  'domains.check': { access: right('domain.list', { domain: 'params.domainId' }) },
  'domains.register.check': { access: signedIn() },
  'domains.register.domain': { access: signedIn() },
  'domains.register.prolong': { access: signedIn() },
  'domains.register.admin': { access: signedIn() },

  // leads
  'leads.list': { access: signedIn('lead.list') },
  'leads.countByStatus': { access: signedIn('lead.list') },
  'leads.get': { access: signedIn('lead.list') },
  'leads.batch.changeStatus': { access: signedIn('lead.list') },
  'leads.batch.delete': { access: signedIn('lead.list') },
  'leads.export': { access: signedIn('lead.list') },
  'leads.file': { access: signedIn('lead.list') },

  // integrations
  'integrations.list': { access: right('integration.list', everyProject) },
  'integrations.create': { access: right('integration.edit', everyProject) },
  'integrations.get': { access: right('integration.list', everyProject) },
  'integrations.update': { access: right('integration.edit', everyProject) },
  'integrations.delete': { access: right('integration.delete', everyProject) },
  'integrations.copy': { access: right('integration.edit', everyProject) },
  'integrations.load': { access: right('integration.edit', everyProject) },
  'integrations.deliveries': { access: right('integration.list', everyProject) },
  'integrations.test': { access: right('integration.edit', everyProject) },
  'integrations.resend': { access: right('integration.edit', everyProject) },

  // contacts
  'contacts.list': { access: owner },
  'contacts.create': { access: owner },
  'contacts.forPage': { access: owner },
  'contacts.setPages': { access: owner },
  'contacts.update': { access: owner },
  'contacts.delete': { access: owner },
  'contacts.approve': { access: anyone },
  'contacts.attach': { access: owner },
  'contacts.detach': { access: owner },
  'contacts.resend': { access: owner },
  'telegram.get': { access: owner },
  'telegram.save': { access: owner },
  'telegram.delete': { access: owner },
  'telegram.test': { access: owner },
  'contacts.leadMail': { access: owner },
  'contacts.setLeadMail': { access: owner },
  'contacts.pageNotifications': { access: right('page.settings', { page: 'params.pageId' }) },

  // stats
  'stats.dashboard': { access: signedIn('statistics.list') },
  'stats.charts.dynamic': { access: signedIn('statistics.list') },
  'stats.charts.period': { access: signedIn('statistics.list') },
  'stats.charts.sources.period': { access: signedIn('statistics.list') },
  'stats.charts.sources.dynamic': { access: signedIn('statistics.list') },
  'stats.table': { access: signedIn('statistics.list') },
  'stats.export': { access: signedIn('statistics.list') },
  'pageStats.all': { access: signedIn('statistics.list') },
  'pageStats.one': { access: signedIn('statistics.list') },

  // campaigns
  'campaigns.list': { access: right('statistics.list', { page: 'params.pageId' }) },
  'campaigns.get': { access: right('statistics.list', { page: 'params.pageId' }) },
  'campaigns.create': { access: right('page.save', { page: 'params.pageId' }) },
  'campaigns.update': { access: right('page.save', { page: 'params.pageId' }) },
  'campaigns.delete': { access: right('page.publish', { page: 'params.pageId' }) },
  'campaigns.content.get': { access: right('page.list', { page: 'params.pageId' }) },
  'campaigns.content.create': { access: right('page.save', { page: 'params.pageId' }) },
  'campaigns.content.save': { access: right('page.save', { page: 'params.pageId' }) },
  'campaigns.content.delete': { access: right('page.save', { page: 'params.pageId' }) },
  'stats.campaign.charts': { access: signedIn() },

  // cdp
  'cdp.persons.list': { access: signedIn() },
  'cdp.persons.create': { access: signedIn() },
  'cdp.persons.get': { access: signedIn() },
  'cdp.persons.update': { access: signedIn() },
  'cdp.persons.remove': { access: signedIn() },
  'cdp.persons.forms': { access: signedIn() },
  'cdp.persons.history': { access: signedIn() },
  'cdp.pipelines.list': { access: signedIn() },
  'cdp.pipelines.get': { access: signedIn() },
  'cdp.pipelines.create': { access: signedIn() },
  'cdp.pipelines.update': { access: signedIn() },
  'cdp.pipelines.remove': { access: signedIn() },
  'cdp.persons.board': { access: signedIn() },
  'cdp.persons.move': { access: signedIn() },
  'cdp.process.list': { access: signedIn() },
  'cdp.process.create': { access: signedIn() },
  'cdp.process.get': { access: signedIn() },
  'cdp.process.update': { access: signedIn() },
  'cdp.process.remove': { access: signedIn() },
  'cdp.process.steps.list': { access: signedIn() },
  'cdp.process.steps.create': { access: signedIn() },
  'cdp.process.steps.update': { access: signedIn() },
  'cdp.process.steps.remove': { access: signedIn() },
  'cdp.process.steps.order': { access: signedIn() },
  'cdp.fields.list': { access: signedIn() },
  'cdp.fields.create': { access: signedIn() },
  'cdp.fields.update': { access: signedIn() },
  'cdp.fields.remove': { access: signedIn() },
  'cdp.models': { access: signedIn() },
  'cdp.documents.list': { access: signedIn() },
  'cdp.documents.create': { access: signedIn() },
  'cdp.documents.upload': { access: signedIn() },
  'cdp.documents.get': { access: signedIn() },
  'cdp.documents.update': { access: signedIn() },
  'cdp.documents.remove': { access: signedIn() },
  'cdp.documents.file': { access: signedIn() },
  'cdp.auth.ssoToken': { access: signedIn() },
  'session.sso': { access: anyone },

  // sales
  'cdp.products.list': { access: signedIn() },
  'cdp.products.create': { access: signedIn() },
  'cdp.products.get': { access: signedIn() },
  'cdp.products.update': { access: signedIn() },
  'cdp.products.remove': { access: signedIn() },
  'cdp.orders.list': { access: signedIn() },
  'cdp.orders.create': { access: signedIn() },
  'cdp.orders.get': { access: signedIn() },
  'cdp.orders.batch': { access: signedIn() },
  'cdp.orders.comment': { access: signedIn() },
  'cdp.webinars.list': { access: signedIn() },
  'cdp.webinars.create': { access: signedIn() },
  'cdp.webinars.get': { access: signedIn() },
  'cdp.webinars.update': { access: signedIn() },
  'cdp.webinars.remove': { access: signedIn() },
  'cdp.webinars.registrations': { access: signedIn() },
  'cdp.webinars.register': { access: signedIn() },
  'cdp.signups.list': { access: signedIn() },
  'cdp.signups.create': { access: signedIn() },
  'cdp.signups.get': { access: signedIn() },
  'cdp.signups.remove': { access: signedIn() },

  // tasks
  'tasks.list': { access: signedIn() },
  'tasks.create': { access: signedIn() },
  'tasks.update': { access: signedIn() },
  'tasks.remove': { access: signedIn() },
  'tasks.complete': { access: signedIn() },

  // payments
  'payments.settings.get': { access: owner },
  'payments.settings.save': { access: owner },
  'public.order.get': { access: anyone },
  // Paying an order needs no login: card testing from one address is slowed down like a login.
  'public.order.pay': { access: anyone, rateLimit: 'perAddress' },

  // settings
  'settings.jobs': { access: owner },
  'settings.jobCounts': { access: owner },
  'settings.jobQueue': { access: owner },
  'settings.retryJob': { access: owner },
  'settings.resolveJob': { access: owner },

  // forwarder
  'forwarder.get': { access: right('page.list', { page: 'params.pageId' }) },
  'forwarder.update': { access: right('page.settings', { page: 'params.pageId' }) },
  'forwarder.test': { access: right('page.settings', { page: 'params.pageId' }) },
  'forwarder.deliveries': { access: right('page.list', { page: 'params.pageId' }) },
  'forwarder.attempts': { access: right('page.list', { page: 'params.pageId' }) },
  'forwarder.retry': { access: right('page.settings', { page: 'params.pageId' }) },
} as const satisfies Record<RouteName, RoutePolicy>;

/** The names of the routes whose policy matches (the registration's rate-limited and cached routes). */
export function routesWhere(match: (policy: RoutePolicy) => boolean): ReadonlySet<RouteName> {
  return new Set((Object.entries(policies) as [RouteName, RoutePolicy][]).filter(([, p]) => match(p)).map(([name]) => name));
}

/** The policy of a route by its name (undefined for a name outside the table). */
export function policyOf(name: string): RoutePolicy | undefined {
  return Object.hasOwn(policies, name) ? (policies as Record<string, RoutePolicy>)[name] : undefined;
}
