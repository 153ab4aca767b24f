// The campaigns area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/campaigns/ is the area's own.
export { rerenderRunningVariants } from './render';
export { campaignHandlers } from './routes';
export { artefactFor, runningVariantsFor, withCampaign } from './serving';
