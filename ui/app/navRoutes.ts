// Every main navigation entry of SPEC §2, grouped as the sidebar shows them, without icons: the router
// needs only paths and handles (entries whose screens arrive in later issues lead to a "coming soon"
// screen at their real route), and the router is in the entry chunk, the sidebar's icons are not.
import type { RouteHandle } from './routeMeta';

export interface NavRoute {
  /** i18n key under nav.* and the coming-soon texts under soon.* */
  key: string;
  path: string;
  group: 'sites' | 'sales' | 'account';
  handle: RouteHandle;
  /** A screen of this issue; the others render ComingSoon. */
  ready?: boolean;
}

export const NAV_ROUTES = [
  { key: 'home', path: '/', group: 'sites', handle: { name: 'Home' }, ready: true },
  { key: 'pages', path: '/pages', group: 'sites', handle: { name: 'Pages', access: 'page.list' }, ready: true },
  { key: 'domains', path: '/domains', group: 'sites', handle: { name: 'Domains', access: 'domain.list' }, ready: true },
  { key: 'leads', path: '/leads', group: 'sites', handle: { name: 'Leads', access: 'lead.list' }, ready: true },
  { key: 'stats', path: '/statistic', group: 'sites', handle: { name: 'Statistic', access: 'statistics.list' }, ready: true },
  { key: 'integrations', path: '/integrations', group: 'sites', handle: { name: 'Integrations', access: 'integration.list' }, ready: true },
  { key: 'settings', path: '/settings', group: 'sites', handle: { name: 'Settings', access: 'owner' }, ready: true },
  { key: 'persons', path: '/persons', group: 'sales', handle: { name: 'Persons' }, ready: true },
  { key: 'sales', path: '/sales', group: 'sales', handle: { name: 'Sales' }, ready: true },
  { key: 'orders', path: '/orders', group: 'sales', handle: { name: 'Orders' }, ready: true },
  { key: 'regs', path: '/signups', group: 'sales', handle: { name: 'Signups' }, ready: true },
  { key: 'webinars', path: '/webinars', group: 'sales', handle: { name: 'Webinars' }, ready: true },
  { key: 'products', path: '/products', group: 'sales', handle: { name: 'Products' }, ready: true },
  { key: 'payments', path: '/payments/settings', group: 'sales', handle: { name: 'PaymentsSettings', access: 'owner' }, ready: true },
  { key: 'projects', path: '/projects', group: 'account', handle: { name: 'Projects' }, ready: true },
  { key: 'users', path: '/users', group: 'account', handle: { name: 'Users', access: 'owner' }, ready: true },
  { key: 'contacts', path: '/contacts', group: 'account', handle: { name: 'Contacts', access: 'owner' }, ready: true },
  { key: 'transfers', path: '/transfers', group: 'account', handle: { name: 'Transfers', access: 'owner' }, ready: true },
  { key: 'billing', path: '/billing', group: 'account', handle: { name: 'Billing', access: 'owner' }, ready: true },
  { key: 'trash', path: '/trash', group: 'account', handle: { name: 'Trash', access: 'owner' }, ready: true },
  { key: 'profile', path: '/profile', group: 'account', handle: { name: 'Profile' }, ready: true },
  { key: 'help', path: '/help', group: 'account', handle: { name: 'Help' }, ready: true },
] as const satisfies readonly NavRoute[];

export type NavKey = (typeof NAV_ROUTES)[number]['key'];

export const NAV_GROUPS = ['sites', 'sales', 'account'] as const;
