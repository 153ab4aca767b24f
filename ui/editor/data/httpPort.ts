// The real EditorDataPort: typed calls generated from the api/ route table (adapters/endpoints).
// It maps the API's shapes to the editor's small ones and tells a save conflict (409) and a taken
// block name apart from other failures.
import { api } from '../../../api/index';
import { ApiError, endpoints, upload } from '../../../adapters/index';
import {
  ConflictError, DuplicateNameError,
  type EditorDataPort, type MediaCollection, type MediaItem, type ReadyBlock,
} from './port';

type Entry = { id: number; url: string; name: string; kind: 'image' | 'video' };
const toItem = (e: Entry): MediaItem => ({ id: e.id, url: e.url, title: e.name, kind: e.kind });
const toCollection = (c: { id: number; title: string; count: number; account_id?: number }): MediaCollection =>
  ({ id: c.id, title: c.title, count: c.count, account_id: c.account_id ?? null });

/** The account's design system for this page; a list that cannot be read is left empty. */
const quietly = <T,>(p: Promise<{ items: T[] }>): Promise<T[]> => p.then((r) => r.items).catch(() => []);

export const httpPort: EditorDataPort = {
  async loadPage(pageId) {
    const params = { pageId };
    const [content, page, designs, palettes, fontPresets] = await Promise.all([
      endpoints.pages.content({ params }),
      endpoints.pages.get({ params }),
      quietly(endpoints.design.stylesList({ query: { page_id: pageId }, suppressErrors: true })),
      quietly(endpoints.design.palettesList({ query: { page_id: pageId }, suppressErrors: true })),
      quietly(endpoints.design.fontPresetsList({ query: { page_id: pageId }, suppressErrors: true })),
    ]);
    return {
      title: page.title || page.name,
      page: { id: page.id, code: page.code, uri: page.uri, domainId: page.domain_id, projectId: page.project_id, status: page.status, url: page.url, testUrl: page.test_url, domainUrl: page.domain_url },
      content: { ...content.data, globals: content.globals },
      revision: content.revision,
      library: { designs, palettes, fontPresets },
    };
  },
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
    return answer.items.map((b): ReadyBlock => ({ id: b.id, title: b.title, category: b.category, cover: b.cover, data: b.content }));
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
