// The design area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/design/ is the area's own.
export { ensureDesignSeeded } from './design-seed';
export { designHandlers } from './routes';
