// The settings area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/settings/ is the area's own.
export { settingsHandlers } from './routes';
