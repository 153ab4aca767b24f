// The domains area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/domains/ is the area's own.
export { setDnsResolver } from './domains';
export { domainHandlers } from './routes';
export { registerTlsAsk } from './tls/ask';
