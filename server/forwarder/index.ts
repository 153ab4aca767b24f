// The forwarder area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/forwarder/ is the area's own.
export { forwarderHandlers } from './routes';
