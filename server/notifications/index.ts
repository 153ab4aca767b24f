// The notifications area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/notifications/ is the area's own.
export { contactHandlers } from './contacts-routes';
export { telegramHandlers } from './telegram-routes';
