// The content area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/content/ is the area's own.
export { COLLECTIONS, blockCover, findCollection, shippedBlock, shippedBlocks, type ShippedBlock, type TemplateCollection } from './collections';
export { DEFAULT_DESIGN, DEFAULT_FONT_PRESETS, DEFAULT_PALETTES } from './design-defaults';
export { ICONS, iconSvg } from './stock/icons';
export { PHOTOS, photoUrl } from './stock/photos';
export { getPageTemplateContent, isPageTemplateCode, listPageTemplates, templateCover, templateLook } from './templates';
export { POLICY_TEMPLATE_CODE, type PolicyOwner } from './landing/policy';
