import { describe, expect, it } from 'vitest';
import type { Pipeline } from '../../../api/routes/cdp';
import { addStage, draftOf, recolorStage, removeStage, renameStage, shifted, shiftStage, stagesInput, untitled } from './stageDraft';

const pipeline: Pipeline = {
  id: 1, title: 'Воронка', is_default: true,
  stages: [{ id: 10, title: 'Новые', color: 'blue', sort: 0 }, { id: 20, title: 'В работе', color: 'violet', sort: 1 }],
};

describe('stages of a pipeline being edited', () => {
  it('keeps the ids of existing stages through rename, reorder and additions, in the order shown', () => {
    let s = draftOf(pipeline, []);
    s = renameStage(s, s[1].key, '  Переговоры ');
    s = addStage(s, 'Успешно');
    s = shiftStage(s, s[2].key, -1);
    s = shiftStage(s, s[0].key, -1); // already first: stays
    // The added stage took the third position's colour when added and keeps it after moving up.
    expect(stagesInput(s)).toEqual([{ id: 10, title: 'Новые', color: 'blue' }, { title: 'Успешно', color: 'amber' }, { id: 20, title: 'Переговоры', color: 'violet' }]);
  });

  it('a removed stage is left out of the body (the server deletes it only when empty)', () => {
    const s = draftOf(pipeline, []);
    expect(stagesInput(removeStage(s, s[0].key))).toEqual([{ id: 20, title: 'В работе', color: 'violet' }]);
  });

  it('a new pipeline starts from the default titles with new keys; empty titles are found', () => {
    const s = addStage(draftOf(null, ['Новые', 'Оплачено']));
    expect(s.map((x) => x.id)).toEqual([undefined, undefined, undefined]);
    expect(new Set(s.map((x) => x.key)).size).toBe(3);
    expect([...untitled(s)]).toEqual([s[2].key]);
    expect(s.map((x) => x.color)).toEqual(['blue', 'violet', 'amber']);
  });

  it('a chosen colour is kept through moves and sent', () => {
    let s = addStage(draftOf(null, ['Новые', 'Оплачено']), 'Отказ');
    s = recolorStage(s, s[2].key, 'grey');
    s = shiftStage(s, s[2].key, -1);
    expect(stagesInput(s)).toEqual([{ title: 'Новые', color: 'blue' }, { title: 'Отказ', color: 'grey' }, { title: 'Оплачено', color: 'violet' }]);
  });
});

describe('moving an item one place', () => {
  it('swaps with its neighbour, and stays at the ends or when missing', () => {
    expect(shifted([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(shifted([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(shifted([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(shifted([1, 2, 3], -1, 1)).toEqual([1, 2, 3]);
  });
});
