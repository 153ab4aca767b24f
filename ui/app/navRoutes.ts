// Every main navigation entry of SPEC §2, grouped as the sidebar shows them, without icons: the router
// needs only paths and handles, and the router is in the entry chunk, the sidebar's icons are not.
import type { RouteHandle } from './routeMeta';

export interface NavRoute {
  /** i18n key under nav.* */
  key: string;
  path: string;
  group: 'sites' | 'sales' | 'account';
  handle: RouteHandle;
}

export const NAV_ROUTES = [
  { key: 'home', path: '/', group: 'sites', handle: { name: 'Home' } },
  { key: 'pages', path: '/pages', group: 'sites', handle: { name: 'Pages', access: 'page.list' } },
  { key: 'domains', path: '/domains', group: 'sites', handle: { name: 'Domains', access: 'domain.list' } },
  { key: 'leads', path: '/leads', group: 'sites', handle: { name: 'Leads', access: 'lead.list' } },
  { key: 'stats', path: '/statistic', group: 'sites', handle: { name: 'Statistic', access: 'statistics.list' } },
  { key: 'integrations', path: '/integrations', group: 'sites', handle: { name: 'Integrations', access: 'integration.list' } },
  { key: 'settings', path: '/settings', group: 'sites', handle: { name: 'Settings', access: 'owner' } },
  { key: 'persons', path: '/persons', group: 'sales', handle: { name: 'Persons' } },
  { key: 'sales', path: '/sales', group: 'sales', handle: { name: 'Sales' } },
  { key: 'orders', path: '/orders', group: 'sales', handle: { name: 'Orders' } },
  { key: 'regs', path: '/signups', group: 'sales', handle: { name: 'Signups' } },
  { key: 'webinars', path: '/webinars', group: 'sales', handle: { name: 'Webinars' } },
  { key: 'products', path: '/products', group: 'sales', handle: { name: 'Products' } },
  { key: 'payments', path: '/payments/settings', group: 'sales', handle: { name: 'PaymentsSettings', access: 'owner' } },
  { key: 'projects', path: '/projects', group: 'account', handle: { name: 'Projects' } },
  { key: 'users', path: '/users', group: 'account', handle: { name: 'Users', access: 'owner' } },
  { key: 'contacts', path: '/contacts', group: 'account', handle: { name: 'Contacts', access: 'owner' } },
  { key: 'transfers', path: '/transfers', group: 'account', handle: { name: 'Transfers', access: 'owner' } },
  { key: 'billing', path: '/billing', group: 'account', handle: { name: 'Billing', access: 'owner' } },
  { key: 'trash', path: '/trash', group: 'account', handle: { name: 'Trash', access: 'owner' } },
  { key: 'profile', path: '/profile', group: 'account', handle: { name: 'Profile' } },
  { key: 'help', path: '/help', group: 'account', handle: { name: 'Help' } },
] as const satisfies readonly NavRoute[];

export type NavKey = (typeof NAV_ROUTES)[number]['key'];

export const NAV_GROUPS = ['sites', 'sales', 'account'] as const;
