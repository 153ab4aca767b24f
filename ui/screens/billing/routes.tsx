// Routes of the billing screens (SPEC §2 Billing: tariff, payments, tariffs, history, pay/tariff,
// pay/bill/{id}, the promo deal, unpaid bills), owner only, mounted under the main shell. The
// 'billing' catalogue loads with them.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeMeta';
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
    lazy: lazy(() => import('./BillingLayout')),
    children: [
      { index: true, handle: owner('Billing'), lazy: lazy(() => import('./Overview')) },
      route('tariffs', 'BillingTariffs', () => import('./Tariffs')),
      route('payments', 'BillingPayments', () => import('./Methods')),
      route('history', 'BillingHistory', () => import('./History')),
      route('bills', 'BillingBills', () => import('./Bills')),
      route('details', 'BillingDetails', () => import('./Details')),
      route('promo', 'BillingPromo', () => import('./Promo')),
      route('pay/tariff', 'BillingPayTariff', () => import('./PayTariff')),
      route('pay/bill/:id', 'BillingPayBill', () => import('./PayBill')),
    ],
  },
];
