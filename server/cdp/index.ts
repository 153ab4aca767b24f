// The cdp area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/cdp/ is the area's own.
export { requireCdp } from './access';
export { orderByHash, payOrder, paymentSettingsView, publicOrderView, savePaymentSettings, settleOrderCallback } from './order-payments';
export { createOrder, orderDetail, orderRowView, ownOrder, setOrderStatus, summaries } from './orders';
export { cdpHandlers } from './routes';
export { createSignup, loadSignup, ownWebinar, registrationsCount, signupSelect, signupView, webinarView } from './signups';
export { taskHandlers } from './tasks-routes';
