// The sidebar's entries: the routes of navRoutes.ts with their lucide icons, each imported by name so
// only these icons are bundled (with the lazy main shell, not with the entry).
import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import Blocks from 'lucide-react/icons/blocks';
import Box from 'lucide-react/icons/box';
import CreditCard from 'lucide-react/icons/credit-card';
import FileText from 'lucide-react/icons/file-text';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Home from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Repeat from 'lucide-react/icons/repeat';
import Settings from 'lucide-react/icons/settings';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Trash2 from 'lucide-react/icons/trash';
import UserCircle from 'lucide-react/icons/circle-user';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Contact from 'lucide-react/icons/contact';
import Wallet from 'lucide-react/icons/wallet';
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
