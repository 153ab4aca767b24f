// The sales area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/sales/ is the area's own.
export { paymentHandlers } from './payments-routes';
export { salesHandlers } from './routes';
