import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/modelTesting';
import { designLibraryMachine, flushLibrary, type SaveLibraryInput } from './designLibraryMachine';
import { libraryChanges, type LibraryShape } from './libraryChanges';

const palette = (id: number, title: string) => ({ id, title, colors: [{ value: '#000000', title: 'Текст' }] });
const lib = (palettes: { id: number }[] = [], designs: { id: number }[] = []): LibraryShape => ({ designs, palettes, fontPresets: [] });

describe('library changes', () => {
  it('puts new and changed resources, deletes removed ones, and leaves equal ones alone', () => {
    const kept = palette(1, 'Синяя');
    const saved = lib([kept, palette(2, 'Зелёная')], [{ id: 5 }]);
    const current = lib([kept, palette(3, 'Копия')], [{ id: 5, title: 'Новый' } as { id: number }]);
    expect(libraryChanges(saved, current)).toEqual([
      { op: 'put', kind: 'style', resource: { id: 5, title: 'Новый' } },
      { op: 'put', kind: 'palette', resource: palette(3, 'Копия') },
      { op: 'delete', kind: 'palette', id: 2 },
    ]);
    // An equal copy (e.g. re-read from the server) is not a change.
    expect(libraryChanges(saved, lib([palette(1, 'Синяя'), palette(2, 'Зелёная')], [{ id: 5 }]))).toEqual([]);
  });
});

describe('design library machine', () => {
  it('flush stores the edits at once and answers when they are stored', async () => {
    let current = lib([palette(1, 'Синяя')]);
    const saves: SaveLibraryInput[] = [];
    const actor = createActor(designLibraryMachine.provide({
      actors: { saveChanges: fromPromise<unknown, SaveLibraryInput>(async ({ input }) => { saves.push(input); }) },
    }), { input: { saved: current, getLibrary: () => current } }).start();
    current = lib([{ ...palette(1, 'Синяя'), colors: [{ value: '#123456', title: 'Текст' }] } as { id: number }]);
    actor.send({ type: 'CHANGE' });
    expect(actor.getSnapshot().value).toBe('dirty');
    expect(await flushLibrary(actor)).toBe('saved');
    expect(saves).toHaveLength(1);
    expect(saves[0].changes).toEqual([{ op: 'put', kind: 'palette', resource: current.palettes[0] }]);
    // Nothing left: a second flush writes nothing.
    expect(await flushLibrary(actor)).toBe('saved');
    expect(saves).toHaveLength(1);
  });

  it('a failed flush says so and keeps the edits for the next try', async () => {
    let fail = true;
    const current = lib([palette(1, 'Новая')]);
    const actor = createActor(designLibraryMachine.provide({
      actors: { saveChanges: fromPromise<unknown, SaveLibraryInput>(async () => { if (fail) throw Object.assign(new Error('Ошибка сети'), { code: 'network' }); }) },
    }), { input: { saved: lib(), getLibrary: () => current } }).start();
    actor.send({ type: 'CHANGE' });
    expect(await flushLibrary(actor)).toBe('error');
    expect(actor.getSnapshot().context.lastError).toEqual({ code: 'network', message: 'Ошибка сети' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.saved).toBe(current);
  });
});
