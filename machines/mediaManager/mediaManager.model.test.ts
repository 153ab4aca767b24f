import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { MEDIA_PAGE_SIZE, mediaManagerMachine, type MediaCollection, type MediaManagerEvent, type MediaManagerSnapshot } from './mediaManagerMachine';

const PUBLIC: MediaCollection = { id: 1, title: 'Public' };
const MINE: MediaCollection = { id: 7, title: 'My files', account_id: 5 };
const item = (id: string) => ({ id, url: `/m/${id}.png` });

type Outcome = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
const browserEvents: Array<MediaManagerEvent | Outcome> = [
  { type: 'xstate.done.actor.loadCollections', output: [PUBLIC, MINE] },
  { type: 'xstate.done.actor.loadCollections', output: [] },
  { type: 'xstate.error.actor.loadCollections', error: { status: 500, message: 'down' } },
  { type: 'xstate.done.actor.loadItems', output: { items: [item('a')], last: false } },
  { type: 'xstate.done.actor.loadItems', output: { items: [item('b')], last: true } },
  { type: 'xstate.error.actor.loadItems', error: { status: 500, message: 'down' } },
  { type: 'SELECT_COLLECTION', id: 1 },
  { type: 'COLLECTION_ADDED', collection: { id: 9, title: 'New folder', account_id: 5 } },
  { type: 'SELECT_SOURCE', source: 'unsplash' },
  { type: 'SEARCH', query: 'cat' },
  { type: 'LOAD_MORE' },
  { type: 'SELECT_ITEM', item: item('a') },
  { type: 'RETRY' },
  { type: 'CHOOSE' },
  { type: 'CLOSE' },
  // Raised by UPLOAD_DONE when the upload went to another collection than the open one; sent here
  // too so the paths take both of its transitions.
  { type: 'SHOW_UPLOADED', items: [item('up')] },
];
const uploadEvents: Array<MediaManagerEvent | Outcome> = [
  { type: 'UPLOAD', files: ['photo.png'] },
  { type: 'UPLOAD_PROGRESS', loaded: 50, total: 200 },
  { type: 'UPLOAD_DONE', items: [item('up')] },
  { type: 'UPLOAD_FAILED', error: { status: 413 } },
  { type: 'DISMISS_UPLOAD_ERROR' },
];

// The two regions are independent: browsing is explored while no upload runs, uploads while the
// list is ready (where the upload button is). Every transition is still taken (checked below),
// without the product of both regions' states.
function events(s: MediaManagerSnapshot): MediaManagerEvent[] {
  const list: Array<MediaManagerEvent | Outcome> = [];
  if (s.matches({ open: { upload: 'idle' } })) list.push(...browserEvents);
  // Uploads go to the library only (a stock source ignores UPLOAD, checked in the unit tests).
  if (s.matches({ open: { browser: 'ready' } }) && s.context.source === 'library') list.push(...uploadEvents);
  return list as MediaManagerEvent[];
}

modelSuite('mediaManager machine', {
  machine: mediaManagerMachine,
  events,
  // What steers the flow: which collection, whether more pages exist, whether something is
  // selected or chosen, the search, the upload and error fields. Item lists and page numbers past
  // the second only repeat the same behaviour.
  projectContext: (c) => ({
    source: c.source,
    collectionId: c.collectionId,
    collections: c.collections.length,
    page: Math.min(c.page, 2),
    last: c.last,
    search: c.search,
    selected: c.selected !== null,
    chosen: c.chosen !== null,
    uploadProgress: c.uploadProgress,
    uploadError: c.uploadError,
    error: c.error,
  }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const machine = mediaManagerMachine.provide({
      actors: {
        loadCollections: effects.actor(),
        loadItems: effects.actor(),
        upload: fromCallback(({ input }) => {
          effects.calls.push({ id: 'upload', input });
        }),
      },
    });
    return { actor: createActor(machine, { clock }).start(), clock, effects };
  },
  states: {
    'open.browser.loadingCollections': (s) => {
      expect(s.context.collections).toEqual([]);
    },
    'open.browser.loadingItems': (s, { effects }) => {
      // Pages of 30, for the current collection, search and page.
      expect(effects.callsOf('loadItems').at(-1)).toEqual({ source: s.context.source, collectionId: s.context.source === 'library' ? s.context.collectionId : 0, page: s.context.page, search: s.context.search, limit: MEDIA_PAGE_SIZE });
      if (s.context.page === 1) {
        expect(s.context.items).toEqual([]);
        expect(s.context.selected).toBeNull();
      }
    },
    'open.browser.ready': (s) => {
      if (s.context.source !== 'library') return;
      if (s.context.collections.length === 0) expect(s.context.collectionId).toBeNull();
      else expect(s.context.collections.some((c) => c.id === s.context.collectionId)).toBe(true);
    },
    'open.browser.failed': (s) => {
      expect(s.context.error).toBe('down');
    },
    'open.upload.idle': (s) => {
      expect(s.context.uploadProgress).toBeNull();
      expect(s.context.uploadError).toBeNull();
    },
    'open.upload.uploading': (s, { effects }) => {
      expect(s.context.uploadProgress === 0 || s.context.uploadProgress === 25).toBe(true);
      expect(effects.callsOf('upload').at(-1)).toMatchObject({ files: ['photo.png'] });
    },
    'open.upload.failed': (s) => {
      expect(s.context.uploadError).toBe('media.uploadFailed');
    },
    closed: (s) => {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ item: s.context.chosen });
      if (s.context.chosen) expect(s.context.chosen).toEqual(s.context.selected);
    },
  },
});

