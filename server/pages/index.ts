// The pages area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/pages/ is the area's own.
// First: modules of other areas call publishingConfig() while they load, so it is ready before
// anything else of the area loads (and, through it, those modules).
export { publishingConfig, type PublishingConfig } from './publishing/config';
export { folderHandlers } from './folders-routes';
export { familiesCss, fontFile, interCss } from './font-face';
export { registerPageFontFiles } from './font-cut-http';
export { registerPageScriptFiles } from './page-script-http';
export { assertOwnRefs, linkedPageIds, loadOwnPage, ownLivePageIds, ownPage, replacedPageIds, requirePagePermission, type PageRow } from './pages-access';
export { isUniqueViolation } from './pages-address';
export { asData, loadContent, readContent, replaceDraft, saveDraft, validateContent, type Content } from './pages-content';
export { assertCanAddDomain, domainAllowance } from './pages-limits';
export { pluginHandlers } from './plugins-routes';
export { buildArtefact, renderDocument } from './publish-render';
export { publishContent } from './publish';
export { currentGeneration, dropPublishedPagesHere, invalidatePublishedPages, relayPublishedPageDrops, siteKey, type CachedArtefact } from './publishing/cache';
export { notFoundPage, secure } from './publishing/headers';
export { hostnameOf, type Site } from './publishing/hosts';
export { uriOf } from './publishing/lookup';
export { servedWhere, servesPage } from './publishing/test-site';
export { changesPublished, crossesAccounts, publishedPagesHook } from './publishing/serve';
export { pageHandlers } from './routes';
export { templateHandlers } from './templates-routes';
export { pageTransferHandlers } from './transfers-routes';
export { trashHandlers } from './trash-routes';
