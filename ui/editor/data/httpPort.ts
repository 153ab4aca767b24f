// The real EditorDataPort: typed calls generated from the api/ route table (adapters/endpoints).
// It maps the API's shapes to the editor's small ones and tells a save conflict (409) and a taken
// block name apart from other failures.
import { api } from '../../../api/index';
import { ApiError, endpoints, upload } from '../../../adapters/index';
import type { LibraryChange, LibraryKind } from '../../../machines/designLibrary/libraryChanges';
import type { Design, FontPreset, Palette } from '../engine';
import {
  ConflictError, DuplicateNameError,
  type EditorDataPort, type LibraryDraft, type MediaCollection, type MediaItem, type ReadyBlock,
} from './port';
import { asDesign, asFontPreset, asPalette, loadPage } from './loadPage';

type Entry = { id: number; url: string; thumb?: string; name: string; kind: 'image' | 'video'; poster?: string | null; width?: number | null; height?: number | null };
const toItem = (e: Entry): MediaItem => ({
  id: e.id, url: e.url, ...(e.thumb !== undefined && e.thumb !== e.url ? { thumb: e.thumb } : {}), title: e.name, kind: e.kind,
  // A clip's poster and size go with it into the video widget.
  ...(e.kind === 'video' && typeof e.poster === 'string' ? { poster: e.poster } : {}),
  ...(e.kind === 'video' && typeof e.width === 'number' && typeof e.height === 'number' ? { width: e.width, height: e.height } : {}),
});
const toCollection = (c: { id: number; title: string; count: number; account_id?: number }): MediaCollection =>
  ({ id: c.id, title: c.title, count: c.count, account_id: c.account_id ?? null });


type Body<F extends (input: never) => unknown> = Parameters<F>[0] extends { body: infer B } ? B : never;

async function createLibraryItem(kind: LibraryKind, draft: LibraryDraft): Promise<Design | Palette | FontPreset> {
  const common = { ...(draft.title === undefined ? {} : { title: draft.title }), ...(draft.clone_of === undefined ? {} : { clone_of: draft.clone_of }) };
  if (kind === 'style') {
    const body = { ...common, ...(draft.parent_id === undefined ? {} : { parent_id: draft.parent_id }), ...(draft.data === undefined ? {} : { data: draft.data }) };
    return asDesign(await endpoints.design.stylesCreate({ body: body as Body<typeof endpoints.design.stylesCreate>, suppressErrors: true }) as Design);
  }
  if (kind === 'palette') {
    const body = { ...common, ...(draft.data === undefined ? {} : { data: draft.data }) };
    return asPalette(await endpoints.design.palettesCreate({ body: body as Body<typeof endpoints.design.palettesCreate>, suppressErrors: true }));
  }
  return asFontPreset(await endpoints.design.fontPresetsCreate({ body: { ...common, ...(draft.data === undefined ? {} : { data: draft.data }) }, suppressErrors: true }));
}

/** One library change on the server. A resource gone for good (404) has nothing left to store or delete. */
async function saveLibraryChange(change: LibraryChange): Promise<void> {
  const params = { id: change.op === 'put' ? change.resource.id : change.id };
  try {
    if (change.op === 'delete') {
      const remove = { style: endpoints.design.stylesDelete, palette: endpoints.design.palettesDelete, font_preset: endpoints.design.fontPresetsDelete }[change.kind];
      await remove({ params, suppressErrors: true });
      return;
    }
    if (change.kind === 'style') {
      const d = change.resource as Design;
      await endpoints.design.stylesUpdate({ params, body: { title: d.title, parent_id: d.parent_id, data: { classes: d.classes as Body<typeof endpoints.design.stylesUpdate>['data'] extends { classes: infer C } | undefined ? C : never } }, suppressErrors: true });
    } else if (change.kind === 'palette') {
      const p = change.resource as Palette;
      await endpoints.design.palettesUpdate({ params, body: { title: p.title, data: { colors: [...p.colors], childrenPalettes: [...p.childrenPalettes] } }, suppressErrors: true });
    } else {
      const f = change.resource as FontPreset;
      await endpoints.design.fontPresetsUpdate({ params, body: { title: f.title, data: { fonts: { ...f.fonts } } }, suppressErrors: true });
    }
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

export const httpPort: EditorDataPort = {
  loadPage: (pageId) => loadPage(pageId, false),
  async saveDraft(pageId, content, baseRevision, overwrite) {
    const { globals, ...data } = content as { globals?: Record<string, unknown> } & Record<string, unknown>;
    try {
      const answer = await endpoints.pages.draft({
        params: { pageId },
        // exportContent gives the stored shape of SPEC §3; the server validates it with the engine.
        body: { revision: Number(baseRevision), data: data as Parameters<typeof endpoints.pages.draft>[0]['body']['data'], globals, ...(overwrite ? { overwrite } : {}) },
        suppressErrors: true,
      });
      return answer.revision;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw new ConflictError(err.message);
      throw err;
    }
  },
  async blockCollections() {
    return (await endpoints.templates.collections()).items.map((c) => ({ id: c.id, title: c.title }));
  },
  async blocks(collectionId) {
    const answer = await endpoints.templates.blocks({ params: { collectionId }, query: { with_compatible_collections: '1' } });
    return answer.items.map((b): ReadyBlock => ({ id: b.id, title: b.title, category: b.category, cover: b.cover }));
  },
  async blockContent(blockId, lang) {
    return (await endpoints.templates.block({ params: { blockId }, query: { lang }, suppressErrors: true })).content;
  },
  async saveBlock(input) {
    try {
      await endpoints.templates.createBlock({
        body: {
          name: input.name, cover: input.cover, category: input.category as Parameters<typeof endpoints.templates.createBlock>[0]['body']['category'],
          collection: input.collectionId, is_course: input.isCourse, content: input.data as Parameters<typeof endpoints.templates.createBlock>[0]['body']['content'],
        },
        suppressErrors: true,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw new DuplicateNameError(err.message);
      throw err;
    }
  },
  async mediaCollections() {
    return (await endpoints.media.list()).items.map(toCollection);
  },
  async mediaItems({ collectionId, page, search, limit }) {
    const answer = await endpoints.media.get({ params: { id: collectionId }, query: { page, search, limit } });
    // The API says whether this page is the last one (SPEC §7: items and last).
    return { items: answer.items.map(toItem), last: answer.last };
  },
  async stockItems({ source, page, search, limit }) {
    const query = { page, search, limit };
    const answer = await (source === 'unsplash' ? endpoints.media.unsplash({ query }) : endpoints.media.icons8({ query }));
    // A stock pick is used like a library file: its URL goes into the page.
    return { items: answer.items.map((s): MediaItem => ({ id: s.id, url: s.url, title: s.name, kind: 'image' })), last: answer.last };
  },
  async createFolder(title) {
    return toCollection(await endpoints.media.create({ body: { title } }));
  },
  createLibraryItem: createLibraryItem as EditorDataPort['createLibraryItem'],
  async saveLibraryChanges(changes) {
    for (const change of changes) await saveLibraryChange(change);
  },
  async upload(file, onProgress, collectionId) {
    const form = new FormData();
    form.append('files', file);
    if (collectionId !== undefined && collectionId !== null) form.append('collection_id', String(collectionId));
    const route = file.type.startsWith('video/') ? api.media.uploadVideo : api.media.uploadImages;
    // XMLHttpRequest's upload progress, as a fraction of the bytes sent.
    const answer = await upload(route, { body: form }, (loaded, total) => onProgress(total > 0 ? loaded / total : 0));
    return answer.map(toItem);
  },
};
