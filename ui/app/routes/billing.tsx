// Routes of the billing screens (SPEC §2 Billing: tariff, payments, tariffs, history, pay/tariff,
// pay/bill/{id}, the promo deal, unpaid bills), owner only, mounted under the main shell. The
// 'billing' catalogue loads with them.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../routeMeta';
import { loadNamespaces } from '../../i18n/index';

type Load = () => Promise<{ default: React.ComponentType }>;
const lazy = (load: Load) => async () => {
  const [{ default: Component }] = await Promise.all([load(), loadNamespaces(['billing'])]);
  return { Component };
};
const owner = (name: string): RouteHandle => ({ name, access: 'owner' });
const route = (path: string, name: string, load: Load): RouteObject => ({ path, handle: owner(name), lazy: lazy(load) });

export const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    handle: owner('Billing'),
    lazy: lazy(() => import('../../screens/billing/BillingLayout')),
    children: [
      { index: true, handle: owner('Billing'), lazy: lazy(() => import('../../screens/billing/Overview')) },
      route('tariffs', 'BillingTariffs', () => import('../../screens/billing/Tariffs')),
      route('payments', 'BillingPayments', () => import('../../screens/billing/Methods')),
      route('history', 'BillingHistory', () => import('../../screens/billing/History')),
      route('bills', 'BillingBills', () => import('../../screens/billing/Bills')),
      route('details', 'BillingDetails', () => import('../../screens/billing/Details')),
      route('promo', 'BillingPromo', () => import('../../screens/billing/Promo')),
      route('pay/tariff', 'BillingPayTariff', () => import('../../screens/billing/PayTariff')),
      route('pay/bill/:id', 'BillingPayBill', () => import('../../screens/billing/PayBill')),
    ],
  },
];
