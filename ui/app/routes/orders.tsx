// Routes of the selling screens of this area (SPEC §2 "Products", "Orders and payments"): products,
// orders and the payment settings under the main shell; the buyer's public order and payment pages
// (no login) in the guest layout. Lazy chunks with the 'salesOrders' catalogue (the card form's
// texts are billing's).
import type { RouteObject } from 'react-router';
import { loadNamespaces, type ScreenNamespace } from '../../i18n/index';

const screen = (path: string, name: string, load: () => Promise<{ default: React.ComponentType }>, namespaces: ScreenNamespace[] = ['salesOrders']): RouteObject => ({
  path,
  handle: { name },
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  },
});

export const ordersRoutes: RouteObject[] = [
  screen('products', 'Products', () => import('../../screens/products/Products')),
  screen('products/create', 'ProductsCreate', () => import('../../screens/products/ProductForm')),
  screen('products/:id', 'Product', () => import('../../screens/products/ProductCard')),
  screen('products/:id/edit', 'ProductsEdit', () => import('../../screens/products/ProductForm')),
  screen('orders', 'Orders', () => import('../../screens/orders/Orders')),
  screen('orders/:orderId', 'Order', () => import('../../screens/orders/OrderDetail')),
  { ...screen('payments/settings', 'PaymentsSettings', () => import('../../screens/payments/PaymentSettings')), handle: { name: 'PaymentsSettings', access: 'owner' } },
];

/** The buyer's pages: no session needed (the guest layout). */
export const publicOrderRoutes: RouteObject[] = [
  screen('/order/:hash', 'PublicOrder', () => import('../../screens/payments/PublicOrder')),
  screen('/payment', 'PublicPayment', () => import('../../screens/payments/PublicPayment'), ['salesOrders', 'billing']),
];
