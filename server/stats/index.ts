// The stats area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/stats/ is the area's own.
export { createBeaconIntake } from './beacon';
export { createStatsCollector, type StatsCollector } from './collector';
export { scheduleMaintenance } from './maintain';
export { bucketStarts, currentWeek, localDaysSpan, safeZone } from './period';
export { byVariant, pageTotalsSql, variantPoints } from './reports';
export { statsHandlers } from './routes';
export { VIEW_TIMING, createViewTokens } from './view-token';
export { normalIp } from './visitor';
export { zoneReady } from './zones';
