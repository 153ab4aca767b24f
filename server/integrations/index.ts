// The integrations area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/integrations/ is the area's own.
export { deliveryRetry } from './deliveries';
export { sendRequest, type PostResult, type SendOptions } from './http-post';
export { leadPayload, samplePayload } from './message';
export { merchantOf } from './providers/payment';
export { integrationHandlers } from './routes';
export { targetProblem } from './ssrf';
