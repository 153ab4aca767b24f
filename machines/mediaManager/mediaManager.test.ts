import { createActor, fromCallback, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flush } from '../testing/modelTesting';
import { defaultCollectionId, mediaManagerMachine, uploadPercent, uploadTarget, type MediaCollection, type MediaManagerEvent, type MediaItem, type MediaItemsQuery, type MediaUploadFeedback } from './mediaManagerMachine';

describe('media manager rules', () => {
  it('auto-selects the first user collection, otherwise the first public one', () => {
    expect(defaultCollectionId([{ id: 1, title: 'p' }, { id: 2, title: 'p2' }, { id: 9, title: 'mine', account_id: 3 }])).toBe(9);
    expect(defaultCollectionId([{ id: 1, title: 'p', account_id: null }, { id: 2, title: 'p2' }])).toBe(1);
    expect(defaultCollectionId([])).toBeNull();
  });

  it('uploads go into the open collection when it is the user\'s own, else the user\'s first own one (none yet: the server\'s default folder)', () => {
    const collections = [{ id: 1, title: 'Public' }, { id: 7, title: 'Mine', account_id: 5 }, { id: 8, title: 'Also mine', account_id: 5 }];
    expect(uploadTarget({ collections, collectionId: 8 })).toBe(8);
    expect(uploadTarget({ collections, collectionId: 1 })).toBe(7);
    expect(uploadTarget({ collections, collectionId: null })).toBe(7);
    expect(uploadTarget({ collections: [{ id: 1, title: 'Public' }], collectionId: 1 })).toBeNull();
  });

  it('upload percent is whole, clamped, and 0 for an unknown size', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(12, 10)).toBe(100);
  });
});

describe('media manager machine', () => {
  function start() {
    const queries: MediaItemsQuery[] = [];
    const targets: (number | null)[] = [];
    let feedback: ((e: MediaUploadFeedback) => void) | null = null;
    const machine = mediaManagerMachine.provide({
      actors: {
        loadCollections: fromPromise<MediaCollection[], void>(async () => [{ id: 1, title: 'Public' }, { id: 7, title: 'Mine', account_id: 5 }]),
        loadItems: fromPromise(async ({ input }) => {
          queries.push(input);
          return { items: [{ id: `${input.collectionId}-${input.page}` }], last: input.page >= 2 };
        }),
        upload: fromCallback<MediaManagerEvent, { files: readonly unknown[]; collectionId: number | null }>(({ sendBack, input }) => {
          targets.push(input.collectionId);
          feedback = sendBack;
        }),
      },
    });
    const actor = createActor(machine).start();
    return { actor, queries, targets, send: (e: MediaUploadFeedback) => feedback?.(e) };
  }

  it('opens on the user collection, pages by 30, and a collection change resets page, search and selection', async () => {
    const { actor, queries } = start();
    await flush();
    expect(queries[0]).toEqual({ source: 'library', collectionId: 7, page: 1, search: '', limit: 30 });
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['7-1', '7-2']);
    actor.send({ type: 'LOAD_MORE' }); // last page reached: ignored
    actor.send({ type: 'SEARCH', query: 'dog' });
    await flush();
    actor.send({ type: 'SELECT_ITEM', item: { id: '7-1' } });
    actor.send({ type: 'SELECT_COLLECTION', id: 1 });
    await flush();
    expect(queries.at(-1)).toEqual({ source: 'library', collectionId: 1, page: 1, search: '', limit: 30 });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(queries).toHaveLength(4);
  });

  it('a created folder joins the collections and opens on page 1 with no search or selection', async () => {
    const { actor, queries } = start();
    await flush();
    actor.send({ type: 'SEARCH', query: 'dog' });
    await flush();
    actor.send({ type: 'SELECT_ITEM', item: { id: '7-1' } });
    actor.send({ type: 'COLLECTION_ADDED', collection: { id: 12, title: 'New', account_id: 5 } });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.collections.map((c) => c.id)).toEqual([1, 7, 12]);
    expect(context.collectionId).toBe(12);
    expect(context.selected).toBeNull();
    expect(queries.at(-1)).toEqual({ source: 'library', collectionId: 12, page: 1, search: '', limit: 30 });
  });

  it('stock sources page and search like a collection, reset the listing, take no uploads, and lead back to the library', async () => {
    const { actor, queries } = start();
    await flush();
    actor.send({ type: 'SELECT_ITEM', item: { id: '7-1' } });
    actor.send({ type: 'SELECT_SOURCE', source: 'unsplash' });
    await flush();
    expect(queries.at(-1)).toEqual({ source: 'unsplash', collectionId: 0, page: 1, search: '', limit: 30 });
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'SEARCH', query: 'sea' });
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(queries.at(-1)).toEqual({ source: 'unsplash', collectionId: 0, page: 2, search: 'sea', limit: 30 });
    actor.send({ type: 'UPLOAD', files: ['a.png'] });
    expect(actor.getSnapshot().matches({ open: { upload: 'idle' } })).toBe(true);
    actor.send({ type: 'SELECT_SOURCE', source: 'icons8' });
    await flush();
    expect(queries.at(-1)).toMatchObject({ source: 'icons8', page: 1, search: '' });
    actor.send({ type: 'SELECT_COLLECTION', id: 7 });
    await flush();
    expect(queries.at(-1)).toEqual({ source: 'library', collectionId: 7, page: 1, search: '', limit: 30 });
  });

  it('an upload that finishes before the first page loads stays first and selected', async () => {
    let answer: (page: { items: MediaItem[]; last: boolean }) => void = () => undefined;
    const machine = mediaManagerMachine.provide({
      actors: {
        loadCollections: fromPromise<MediaCollection[], void>(async () => [{ id: 7, title: 'Mine', account_id: 5 }]),
        loadItems: fromPromise<{ items: MediaItem[]; last: boolean }, MediaItemsQuery>(() => new Promise((resolve) => { answer = resolve; })),
        upload: fromCallback(({ sendBack }) => { sendBack({ type: 'UPLOAD_DONE', items: [{ id: 'new' }] }); }),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    actor.send({ type: 'UPLOAD', files: ['a.png'] });
    answer({ items: [{ id: 'p1' }], last: true });
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['new', 'p1']);
    expect(actor.getSnapshot().context.selected).toEqual({ id: 'new' });
    actor.send({ type: 'SEARCH', query: 'x' });
    answer({ items: [], last: true });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('resolves with the chosen item on close, or null when closed without a choice', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'CHOOSE' }); // nothing selected: stays open
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'SELECT_ITEM', item: { id: 'x' } });
    actor.send({ type: 'CHOOSE' });
    await expect(toPromise(actor)).resolves.toEqual({ item: { id: 'x' } });

    const other = start();
    other.actor.send({ type: 'CLOSE' });
    await expect(toPromise(other.actor)).resolves.toEqual({ item: null });
  });

  it('an upload made while a public collection is open lands in the user\'s collection, which opens with it first', async () => {
    const { actor, send, targets, queries } = start();
    await flush();
    actor.send({ type: 'SELECT_COLLECTION', id: 1 });
    await flush();
    actor.send({ type: 'UPLOAD', files: ['a.png'] });
    expect(targets).toEqual([7]);
    send({ type: 'UPLOAD_DONE', items: [{ id: 'new' }] });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.collectionId).toBe(7);
    expect(queries.at(-1)).toMatchObject({ source: 'library', collectionId: 7, page: 1 });
    expect(context.items.map((i) => i.id)).toEqual(['new', '7-1']);
    expect(context.selected).toEqual({ id: 'new' });
  });

  it('without an own collection yet, the upload creates the default one: the list reloads and opens it', async () => {
    let calls = 0;
    let feedback: ((e: MediaUploadFeedback) => void) | null = null;
    const targets: (number | null)[] = [];
    const machine = mediaManagerMachine.provide({
      actors: {
        // The server creates 'Мои файлы' with the first upload.
        loadCollections: fromPromise<MediaCollection[], void>(async () => (++calls === 1 ? [{ id: 1, title: 'Public' }] : [{ id: 1, title: 'Public' }, { id: 9, title: 'Мои файлы', account_id: 5 }])),
        loadItems: fromPromise(async ({ input }) => ({ items: [{ id: `${input.collectionId}-${input.page}` }], last: true })),
        upload: fromCallback<MediaManagerEvent, { files: readonly unknown[]; collectionId: number | null }>(({ sendBack, input }) => {
          targets.push(input.collectionId);
          feedback = sendBack;
        }),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    expect(actor.getSnapshot().context.collectionId).toBe(1);
    actor.send({ type: 'UPLOAD', files: ['a.png'] });
    expect(targets).toEqual([null]);
    (feedback as ((e: MediaUploadFeedback) => void) | null)?.({ type: 'UPLOAD_DONE', items: [{ id: 'new' }] });
    await flush();
    const { context } = actor.getSnapshot();
    expect(calls).toBe(2);
    expect(context.collectionId).toBe(9);
    expect(context.items.map((i) => i.id)).toEqual(['new', '9-1']);
    expect(context.selected).toEqual({ id: 'new' });
  });

  it('upload reports progress and puts the uploaded file first, selected', async () => {
    const { actor, send, targets } = start();
    await flush();
    actor.send({ type: 'UPLOAD', files: ['a.png'] });
    expect(targets).toEqual([7]); // the user's own collection is open: the upload goes there
    send({ type: 'UPLOAD_PROGRESS', loaded: 3, total: 4 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(75);
    send({ type: 'UPLOAD_DONE', items: [{ id: 'new' }] });
    expect(actor.getSnapshot().context.items[0]).toEqual({ id: 'new' });
    expect(actor.getSnapshot().context.selected).toEqual({ id: 'new' });
    expect(actor.getSnapshot().matches({ open: { upload: 'idle' } })).toBe(true);
  });
});
