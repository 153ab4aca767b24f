// Media manager (SPEC §4 "Media manager", §7 "Media", §9 30 items per page). Opens, browses
// collections (public ones have no account_id, user ones belong to the account), uploads with
// progress, and resolves with the chosen item when it closes (the machine's output).
import { and, assign, fromCallback, fromPromise, not, raise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/errors';

export const MEDIA_PAGE_SIZE = 30;

export interface MediaCollection {
  id: number;
  title: string;
  count?: number;
  /** Absent or null for public collections. */
  account_id?: number | null;
}

export interface MediaItem {
  id: number | string;
  url?: string;
  [extra: string]: unknown;
}

/**
 * Where the list comes from: the library's collections, or a stock search on the server (photo
 * stock "unsplash", icons "icons8"), which pages and searches the same way but has no collections
 * and takes no uploads.
 */
export type MediaSource = 'library' | 'unsplash' | 'icons8';
export type StockSource = Exclude<MediaSource, 'library'>;

export interface MediaItemsQuery {
  source: MediaSource;
  /** The library collection; unused (0) for a stock source. */
  collectionId: number;
  page: number;
  search: string;
  limit: number;
}

export interface MediaItemsPage {
  items: MediaItem[];
  /** True on the last page (SPEC §7: "returns items and last"). */
  last: boolean;
}

/** Events the caller's upload actor sends back. */
export type MediaUploadFeedback =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; items: MediaItem[] }
  | { type: 'UPLOAD_FAILED'; error?: unknown };

export type MediaManagerEvent =
  | { type: 'SELECT_COLLECTION'; id: number }
  /** Switch to a stock source (same resets as a collection change). */
  | { type: 'SELECT_SOURCE'; source: StockSource }
  /** The caller created a collection (a new folder): it joins the list and is opened, like a selection. */
  | { type: 'COLLECTION_ADDED'; collection: MediaCollection }
  | { type: 'SEARCH'; query: string }
  | { type: 'LOAD_MORE' }
  | { type: 'SELECT_ITEM'; item: MediaItem | null }
  | { type: 'RETRY' }
  | { type: 'UPLOAD'; files: readonly unknown[] }
  | { type: 'DISMISS_UPLOAD_ERROR' }
  /** Close with the selected item. */
  | { type: 'CHOOSE' }
  /** Close without a choice. */
  | { type: 'CLOSE' }
  /** Internal: files were uploaded into a collection other than the one on screen; open that one. */
  | { type: 'SHOW_UPLOADED'; items: MediaItem[] }
  | MediaUploadFeedback;

export interface MediaManagerContext {
  source: MediaSource;
  collections: MediaCollection[];
  collectionId: number | null;
  page: number;
  search: string;
  items: MediaItem[];
  /** Files uploaded while this listing is open; they stay first even if a page-1 load lands after them. */
  uploaded: MediaItem[];
  last: boolean;
  selected: MediaItem | null;
  /** Upload progress in percent while uploading. */
  uploadProgress: number | null;
  uploadError: string | null;
  /** Where the running upload goes (uploadTarget at its start); null = the account's default folder. */
  uploadingTo: number | null;
  error: string | null;
  chosen: MediaItem | null;
}

export interface MediaManagerOutput {
  item: MediaItem | null;
}

/** A user collection (my files) belongs to an account; public ones have no account_id. */
export function isOwnCollection(collection: MediaCollection): boolean {
  return collection.account_id !== undefined && collection.account_id !== null;
}

/**
 * The folder an upload goes to: the open collection when it is the user's own; public collections
 * are read-only, so the user's first own collection there, or null when they have none yet (the
 * server then creates the account's default folder, 'Мои файлы').
 */
export function uploadTarget(context: { collections: readonly MediaCollection[]; collectionId: number | null }): number | null {
  const open = context.collections.find((c) => c.id === context.collectionId);
  if (open && isOwnCollection(open)) return open.id;
  return context.collections.find(isOwnCollection)?.id ?? null;
}

/** First user collection, otherwise the first public one (SPEC §4). */
export function defaultCollectionId(collections: readonly MediaCollection[]): number | null {
  const own = collections.find(isOwnCollection);
  return (own ?? collections[0])?.id ?? null;
}

/** Whole percent of an upload; 0 when the size is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

const freshListing = { page: 1, items: [] as MediaItem[], uploaded: [] as MediaItem[], last: false, selected: null };

export const mediaManagerMachine = setup({
  types: {
    context: {} as MediaManagerContext,
    events: {} as MediaManagerEvent,
    output: {} as MediaManagerOutput,
  },
  actors: {
    /** Caller: the collections list. */
    loadCollections: fromPromise<MediaCollection[], void>(async () => {
      throw new Error("mediaManagerMachine: actor 'loadCollections' was not provided");
    }),
    /** Caller: collection items (query search, limit 30, page). */
    loadItems: fromPromise<MediaItemsPage, MediaItemsQuery>(async () => {
      throw new Error("mediaManagerMachine: actor 'loadItems' was not provided");
    }),
    /** Caller: POST /images or /video (multipart); sends MediaUploadFeedback back. */
    upload: fromCallback<MediaManagerEvent, { files: readonly unknown[]; collectionId: number | null }>(({ sendBack }) => {
      sendBack({ type: 'UPLOAD_FAILED', error: new Error("mediaManagerMachine: actor 'upload' was not provided") });
    }),
  },
  guards: {
    /** A list to show: a stock source, or a library collection. */
    hasCollection: ({ context }) => context.source !== 'library' || context.collectionId !== null,
    inLibrary: ({ context }) => context.source === 'library',
    hasMore: ({ context }) => !context.last,
    hasSelection: ({ context }) => context.selected !== null,
    /** The finished upload went into the collection on screen. */
    uploadedHere: ({ context }) => context.source === 'library' && context.uploadingTo !== null && context.uploadingTo === context.collectionId,
    /** The upload's collection is in the list (else it was just created and the list is reloaded). */
    knowsUploadTarget: ({ context }) => context.collections.some((c) => c.id === context.uploadingTo),
    knownCollection: ({ context, event }) => event.type === 'SELECT_COLLECTION' && context.collections.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'mediaManager',
  context: {
    source: 'library',
    collections: [],
    collectionId: null,
    page: 1,
    search: '',
    items: [],
    uploaded: [],
    last: false,
    selected: null,
    uploadProgress: null,
    uploadError: null,
    uploadingTo: null,
    error: null,
    chosen: null,
  },
  initial: 'open',
  output: ({ context }) => ({ item: context.chosen }),
  states: {
    open: {
      type: 'parallel',
      on: {
        CHOOSE: { guard: 'hasSelection', target: 'closed', actions: assign({ chosen: ({ context }) => context.selected }) },
        CLOSE: 'closed',
      },
      states: {
        browser: {
          initial: 'loadingCollections',
          on: {
            // Changing collection resets page to 1, the search and the selected item.
            SELECT_COLLECTION: { guard: 'knownCollection', target: '.loadingItems', reenter: true, actions: assign(({ event }) => ({ ...freshListing, source: 'library' as const, collectionId: event.id, search: '' })) },
            // Not before the collections are in, so the library can still be opened afterwards.
            SELECT_SOURCE: { guard: not(stateIn({ open: { browser: 'loadingCollections' } })), target: '.loadingItems', reenter: true, actions: assign(({ event }) => ({ ...freshListing, source: event.source, search: '' })) },
            COLLECTION_ADDED: {
              target: '.loadingItems',
              reenter: true,
              actions: assign(({ context, event }) => ({
                ...freshListing,
                source: 'library' as const,
                collections: [...context.collections.filter((c) => c.id !== event.collection.id), event.collection],
                collectionId: event.collection.id,
                search: '',
              })),
            },
            SEARCH: { guard: 'hasCollection', target: '.loadingItems', reenter: true, actions: assign(({ event }) => ({ ...freshListing, search: event.query })) },
            // Uploads made while a public collection (or a stock source) was open belong to the user's
            // collection: open it, the new files first (they must not appear in the public one).
            SHOW_UPLOADED: [
              {
                guard: 'knowsUploadTarget',
                target: '.loadingItems',
                reenter: true,
                actions: assign(({ context, event }) => ({ ...freshListing, source: 'library' as const, collectionId: context.uploadingTo, search: '', uploaded: event.items })),
              },
              { target: '.loadingCollections', reenter: true, actions: assign(({ event }) => ({ ...freshListing, collections: [], collectionId: null, source: 'library' as const, search: '', uploaded: event.items })) },
            ],
          },
          states: {
            loadingCollections: {
              invoke: {
                id: 'loadCollections',
                src: 'loadCollections',
                onDone: [
                  {
                    guard: ({ event }) => defaultCollectionId(event.output) !== null,
                    target: 'loadingItems',
                    // Files just uploaded (SHOW_UPLOADED) stay to be shown first in the default (own) collection.
                    actions: assign(({ context, event }) => ({ collections: event.output, collectionId: defaultCollectionId(event.output), ...freshListing, uploaded: context.uploaded, error: null })),
                  },
                  // No collection at all: an empty, complete list.
                  { target: 'ready', actions: assign({ collections: [], collectionId: null, items: [], last: true, error: null }) },
                ],
                onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) ?? 'generic' }) },
              },
            },
            loadingItems: {
              invoke: {
                id: 'loadItems',
                src: 'loadItems',
                input: ({ context }) => ({ source: context.source, collectionId: context.source === 'library' ? (context.collectionId ?? 0) : 0, page: context.page, search: context.search, limit: MEDIA_PAGE_SIZE }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => ({
                    items: context.page === 1
                      ? [...context.uploaded.filter((u) => !event.output.items.some((i) => i.id === u.id)), ...event.output.items]
                      : [...context.items, ...event.output.items],
                    // The first file uploaded into this listing is selected, as when it lands on screen.
                    selected: context.selected ?? context.uploaded[0] ?? null,
                    last: event.output.last,
                    error: null,
                  })),
                },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) ?? 'generic' }) },
              },
            },
            ready: {
              on: {
                LOAD_MORE: { guard: and(['hasCollection', 'hasMore']), target: 'loadingItems', actions: assign({ page: ({ context }) => context.page + 1 }) },
                SELECT_ITEM: { actions: assign({ selected: ({ event }) => event.item }) },
              },
            },
            failed: {
              on: {
                RETRY: [{ guard: 'hasCollection', target: 'loadingItems' }, { target: 'loadingCollections' }],
              },
            },
          },
        },
        upload: {
          initial: 'idle',
          states: {
            idle: {
              // Uploads go to the library (stock sources are read-only).
              on: { UPLOAD: { guard: 'inLibrary', target: 'uploading', actions: assign(({ context }) => ({ uploadProgress: 0, uploadError: null, uploadingTo: uploadTarget(context) })) } },
            },
            uploading: {
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ context, event }) => ({ files: event.type === 'UPLOAD' ? event.files : [], collectionId: context.uploadingTo }),
              },
              on: {
                UPLOAD_PROGRESS: { actions: assign({ uploadProgress: ({ event }) => uploadPercent(event.loaded, event.total) }) },
                // Uploaded files appear first in the list and the first one is selected — in the
                // collection they went to, which is opened when another one is on screen.
                UPLOAD_DONE: [
                  {
                    guard: 'uploadedHere',
                    target: 'idle',
                    actions: assign(({ context, event }) => ({
                      uploadProgress: null,
                      items: [...event.items, ...context.items],
                      uploaded: [...event.items, ...context.uploaded],
                      selected: event.items[0] ?? context.selected,
                    })),
                  },
                  { target: 'idle', actions: [assign({ uploadProgress: null }), raise(({ event }) => ({ type: 'SHOW_UPLOADED' as const, items: event.items }))] },
                ],
                UPLOAD_FAILED: { target: 'failed', actions: assign({ uploadProgress: null, uploadError: 'media.uploadFailed' }) },
              },
            },
            failed: {
              on: {
                UPLOAD: { guard: 'inLibrary', target: 'uploading', actions: assign(({ context }) => ({ uploadProgress: 0, uploadError: null, uploadingTo: uploadTarget(context) })) },
                DISMISS_UPLOAD_ERROR: { target: 'idle', actions: assign({ uploadError: null }) },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type MediaManagerActor = ActorRefFrom<typeof mediaManagerMachine>;
export type MediaManagerSnapshot = SnapshotFrom<typeof mediaManagerMachine>;
