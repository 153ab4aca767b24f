// Every main navigation entry of SPEC §2, grouped as the sidebar shows them. Entries whose screens
// arrive in later issues lead to a "coming soon" screen at their real route.
import {
  BarChart3, Blocks, Box, CreditCard, FileText, FolderKanban, Globe, GraduationCap, HelpCircle, Home, Inbox, LifeBuoy,
  Repeat, Settings, ShoppingBag, ShoppingCart, Trash2, UserCircle, UserPlus, Users, Contact, Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { RouteHandle } from './routeMeta';

export interface NavItem {
  /** i18n key under nav.* and the coming-soon texts under soon.* */
  key: string;
  path: string;
  icon: LucideIcon;
  group: 'sites' | 'sales' | 'account';
  handle: RouteHandle;
  /** A screen of this issue; the others render ComingSoon. */
  ready?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: '/', icon: Home, group: 'sites', handle: { name: 'Home' }, ready: true },
  { key: 'pages', path: '/pages', icon: FileText, group: 'sites', handle: { name: 'Pages', access: 'page.list' }, ready: true },
  { key: 'domains', path: '/domains', icon: Globe, group: 'sites', handle: { name: 'Domains', access: 'domain.list' }, ready: true },
  { key: 'leads', path: '/leads', icon: Inbox, group: 'sites', handle: { name: 'Leads', access: 'lead.list' } },
  { key: 'stats', path: '/statistic', icon: BarChart3, group: 'sites', handle: { name: 'Statistic', access: 'statistics.list' } },
  { key: 'integrations', path: '/integrations', icon: Blocks, group: 'sites', handle: { name: 'Integrations', access: 'integration.list' } },
  { key: 'settings', path: '/settings', icon: Settings, group: 'sites', handle: { name: 'Settings' } },
  { key: 'persons', path: '/persons', icon: Contact, group: 'sales', handle: { name: 'Persons' } },
  { key: 'sales', path: '/sales', icon: ShoppingBag, group: 'sales', handle: { name: 'Sales' } },
  { key: 'orders', path: '/orders', icon: ShoppingCart, group: 'sales', handle: { name: 'Orders' } },
  { key: 'regs', path: '/signups', icon: UserPlus, group: 'sales', handle: { name: 'Signups' } },
  { key: 'webinars', path: '/webinars', icon: GraduationCap, group: 'sales', handle: { name: 'Webinars' } },
  { key: 'products', path: '/products', icon: Box, group: 'sales', handle: { name: 'Products' } },
  { key: 'payments', path: '/payments/settings', icon: Wallet, group: 'sales', handle: { name: 'PaymentsSettings' } },
  { key: 'projects', path: '/projects', icon: FolderKanban, group: 'account', handle: { name: 'Projects' }, ready: true },
  { key: 'users', path: '/users', icon: Users, group: 'account', handle: { name: 'Users', access: 'owner' }, ready: true },
  { key: 'contacts', path: '/contacts', icon: LifeBuoy, group: 'account', handle: { name: 'Contacts', access: 'owner' } },
  { key: 'transfers', path: '/transfers', icon: Repeat, group: 'account', handle: { name: 'Transfers', access: 'owner' }, ready: true },
  { key: 'billing', path: '/billing', icon: CreditCard, group: 'account', handle: { name: 'Billing', access: 'owner' } },
  { key: 'trash', path: '/trash', icon: Trash2, group: 'account', handle: { name: 'Trash', access: 'owner' }, ready: true },
  { key: 'profile', path: '/profile', icon: UserCircle, group: 'account', handle: { name: 'Profile' }, ready: true },
  { key: 'help', path: '/help', icon: HelpCircle, group: 'account', handle: { name: 'Help' }, ready: true },
];

export const NAV_GROUPS = ['sites', 'sales', 'account'] as const;

