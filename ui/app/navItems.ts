// The sidebar's entries: the routes of navRoutes.ts with their lucide icons, each imported by name so
// only these icons are bundled (with the lazy main shell, not with the entry).
import {
  BarChart3, Blocks, Box, CreditCard, FileText, FolderKanban, Globe, GraduationCap, HelpCircle, Home, Inbox, LifeBuoy,
  Repeat, Settings, ShoppingBag, ShoppingCart, Trash2, UserCircle, UserPlus, Users, Contact, Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NAV_ROUTES, type NavKey, type NavRoute } from './navRoutes';

export { NAV_GROUPS } from './navRoutes';

export interface NavItem extends NavRoute {
  icon: LucideIcon;
}

const ICONS: Record<NavKey, LucideIcon> = {
  home: Home,
  pages: FileText,
  domains: Globe,
  leads: Inbox,
  stats: BarChart3,
  integrations: Blocks,
  settings: Settings,
  persons: Contact,
  sales: ShoppingBag,
  orders: ShoppingCart,
  regs: UserPlus,
  webinars: GraduationCap,
  products: Box,
  payments: Wallet,
  projects: FolderKanban,
  users: Users,
  contacts: LifeBuoy,
  transfers: Repeat,
  billing: CreditCard,
  trash: Trash2,
  profile: UserCircle,
  help: HelpCircle,
};

export const NAV_ITEMS: readonly NavItem[] = NAV_ROUTES.map((route) => ({ ...route, icon: ICONS[route.key] }));
