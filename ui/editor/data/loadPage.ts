// Reading a page for the editor: its content and revision, its address parts and the account's
// design library, asked for at once. Kept apart from httpPort (and light: the adapters only) so the
// router can start it before the editor's chunk has loaded (prefetch.ts).
import { endpoints } from '../../../adapters/index';
import type { Design, FontPreset, Palette } from '../engine';
import type { LoadedPage } from './port';

// The API's design resources in the engine's Library shape (without the API's page_id and dates).
export const asDesign = (d: Design): Design => ({ id: d.id, title: d.title, parent_id: d.parent_id, classes: d.classes });
export const asPalette = (p: Palette): Palette => ({ id: p.id, title: p.title, colors: p.colors, childrenPalettes: p.childrenPalettes });
export const asFontPreset = (f: FontPreset): FontPreset => ({ id: f.id, title: f.title, fonts: f.fonts });

/** The account's design system for this page; a list that cannot be read is left empty. */
const quietly = <T,>(p: Promise<{ items: T[] }>): Promise<T[]> => p.then((r) => r.items).catch(() => []);

/**
 * The page, its content and the account's design library, asked for at once. `suppressErrors`: a
 * failure is the caller's alone (the route's early fetch, prefetch.ts, which then lets the editor
 * ask again so the person sees the usual SPEC §8 handling).
 */
export async function loadPage(pageId: number | string, suppressErrors: boolean): Promise<LoadedPage> {
  const params = { pageId };
  const [content, page, designs, palettes, fontPresets] = await Promise.all([
    endpoints.pages.content({ params, suppressErrors }),
    endpoints.pages.get({ params, suppressErrors }),
    quietly(endpoints.design.stylesList({ query: { page_id: pageId }, suppressErrors: true })),
    quietly(endpoints.design.palettesList({ query: { page_id: pageId }, suppressErrors: true })),
    quietly(endpoints.design.fontPresetsList({ query: { page_id: pageId }, suppressErrors: true })),
  ]);
  return {
    title: page.title || page.name,
    page: { id: page.id, code: page.code, uri: page.uri, domainId: page.domain_id, projectId: page.project_id, status: page.status, url: page.url, testUrl: page.test_url, domainUrl: page.domain_url, lang: page.lang },
    content: { ...content.data, globals: content.globals },
    revision: content.revision,
    library: { designs: designs.map(asDesign), palettes: palettes.map(asPalette), fontPresets: fontPresets.map(asFontPreset) },
  };
}
