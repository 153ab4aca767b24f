// The real EditorDataPort over adapters/. The editor's routes (pages content/draft, templates,
// creator blocks, media) are being added to the api/ table by the server engineers right now; until
// they are there this port finds each route in the table by its SPEC §7 method and path, so no URL
// is built here and a route that is not there yet fails with a clear message instead of a 404.
// TODO(editor): switch to the typed `endpoints.<area>.<name>` calls once api/ exports them.
import { routes, type RouteSpec } from '../../../api/index';
import { ApiError, call } from '../../../adapters/index';
import type { CallInput } from '../../../adapters/index';
import {
  ConflictError, DuplicateNameError,
  type BlockCollection, type EditorDataPort, type MediaCollection, type MediaItem, type ReadyBlock, type Revision,
} from './port';

type Input = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown; suppressErrors?: boolean };

export class MissingRouteError extends Error {
  override readonly name = 'MissingRouteError';
}

function route(method: string, path: string): RouteSpec {
  const r = routes.find((x) => x.method === method && x.path === path);
  if (r === undefined) throw new MissingRouteError(`${method} ${path} is not in the api/ route table yet`);
  return r;
}

async function send(method: string, path: string, input: Input = {}): Promise<unknown> {
  const r = route(method, path);
  // The route is looked up at run time, so its input type is not known statically.
  return call(r, input as CallInput<typeof r>);
}

const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : Array.isArray(rec(v).items) ? (rec(v).items as unknown[]) : []);
const s = (v: unknown, f = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : f);
const n = (v: unknown, f = 0): number => (typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : f);

const toItem = (v: unknown): MediaItem => {
  const r = rec(v);
  const url = s(r.url ?? r.src ?? r.path);
  return { id: n(r.id), url, title: s(r.name ?? r.title, url.split('/').pop() ?? ''), kind: r.kind === 'video' || r.type === 'video' || /\.(mp4|webm|mov)$/i.test(url) ? 'video' : 'image' };
};
const toCollection = (v: unknown): MediaCollection => {
  const r = rec(v);
  return { id: n(r.id), title: s(r.title), count: n(r.count), mine: r.account_id !== undefined && r.account_id !== null };
};

/** Reads the content answer (SPEC §7: content.id, globals, data, revision) into engine import input. */
function readContent(answer: unknown): { content: unknown; revision: Revision } {
  const a = rec(answer);
  const data = rec(a.data);
  return { content: { ...data, globals: a.globals }, revision: (typeof a.revision === 'number' ? a.revision : 1) };
}

/** The account's design system for this page; a list that cannot be read is left empty. */
async function list(path: string, pageId: string): Promise<unknown[]> {
  try {
    return arr(await send('GET', path, { query: { page_id: pageId }, suppressErrors: true }));
  } catch {
    return [];
  }
}

export const httpPort: EditorDataPort = {
  async loadPage(pageId) {
    const [content, page, designs, palettes, fontPresets] = await Promise.all([
      send('GET', '/pages/:pageId/content', { params: { pageId } }),
      send('GET', '/pages/:pageId', { params: { pageId } }).catch(() => ({})),
      list('/styles', pageId), list('/palettes', pageId), list('/font_presets', pageId),
    ]);
    const p = rec(page);
    return { ...readContent(content), title: s(p.title) || s(p.name), library: { designs, palettes, fontPresets } };
  },
  async saveDraft(pageId, content, baseRevision) {
    const { globals, ...data } = rec(content);
    try {
      const answer = await send('POST', '/pages/:pageId/draft', { params: { pageId }, body: { globals, data, revision: baseRevision }, suppressErrors: true });
      return (rec(answer).revision ?? baseRevision) as Revision;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw new ConflictError(err.message);
      throw err;
    }
  },
  async blockCollections() {
    return arr(await send('GET', '/templates/collections')).map((c): BlockCollection => ({ id: n(rec(c).id), title: s(rec(c).title) }));
  },
  async blocks(collectionId) {
    const answer = await send('GET', '/templates/collections/:collectionId/blocks', { params: { collectionId }, query: { with_compatible_collections: true } });
    return arr(answer).map((b): ReadyBlock => {
      const r = rec(b);
      return { id: n(r.id), title: s(r.title ?? r.name), category: s(r.category, 'empty'), cover: s(r.cover), data: r.data ?? r.content };
    });
  },
  async saveBlock(input) {
    try {
      await send('POST', '/creator/blocks', {
        body: { name: input.name, cover: input.cover, category: input.category, collection_id: input.collectionId, is_course: input.isCourse, data: input.data },
        suppressErrors: true,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw new DuplicateNameError(err.message);
      throw err;
    }
  },
  async mediaCollections() {
    return arr(await send('GET', '/media')).map(toCollection);
  },
  async mediaItems({ collectionId, page, search }) {
    const answer = await send('GET', '/media/:id', { params: { id: collectionId ?? 0 }, query: { page, limit: 30, search } });
    const r = rec(answer);
    // The API says whether this page is the last one (SPEC §7: items and last).
    return { items: arr(answer).map(toItem), totalPages: r.last === false ? page + 1 : page };
  },
  async createFolder(title) {
    return toCollection(await send('POST', '/media', { body: { title } }));
  },
  async upload(file, onProgress) {
    const form = new FormData();
    form.append('files', file);
    const path = file.type.startsWith('video/') ? '/video' : '/images';
    // adapters/ has no upload-progress hook yet: report the start and the end (see the report).
    onProgress(0.05);
    const answer = await send('POST', path, { body: form });
    onProgress(1);
    return arr(answer).map(toItem);
  },
};
