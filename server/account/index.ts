// The account area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/account/ is the area's own.
export { accessHandlers } from './access-routes';
export { billingStateView, createAccountWithOwner, emptyPackets, getTariff, limitsOf, tariffOf, tariffTitle, usageOf, type TariffRow } from './accounts';
export { clearOnboardingFlag, updateAnswersByKey, updateFlagsByKey } from './onboarding';
export { callerPermissions, loadPermissions, requireOutsideProjectsPermission, requireProjectPermission } from './permissions';
export { projectHandlers } from './projects-routes';
export { firstProjectId } from './projects';
export { accountHandlers } from './routes';
export { countDomains, countPages } from './usage-counts';
export { assertTimezone, findUser, findUserByEmail, isUniqueViolation, profileView } from './users';
