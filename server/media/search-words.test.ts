import { describe, expect, it } from 'vitest';
import { keywordStems, matchesQuery, stem } from './search-words';

describe('light stemming for catalogue search', () => {
  it('cuts one common ending', () => {
    expect(stem('горы')).toBe('гор');
    expect(stem('гора')).toBe('гор');
    expect(stem('морем')).toBe('мор');
    expect(stem('mountains')).toBe('mountain');
    expect(stem('еда')).toBe('ед');
  });

  it('finds ordinary Russian word forms and English words', () => {
    const sea = keywordStems('Закат над морем море закат отдых путешествие sea sunset travel');
    for (const q of ['море', 'моря', 'закаты', 'путешествия', 'Отдых', 'sea', 'Sunsets', 'морской закат'.split(' ')[1]]) expect(matchesQuery(sea, q), q).toBe(true);
    const team = keywordStems('Команда команда люди коллеги team people');
    for (const q of ['команды', 'командой', 'коллега', 'люди', 'teams']) expect(matchesQuery(team, q), q).toBe(true);
    expect(matchesQuery(keywordStems('Ёлка ёлка'), 'елки')).toBe(true);
  });

  it('a whole word form finds its stem only; a bare prefix (typing) finds what starts with it', () => {
    const city = keywordStems('Город днём город здания бизнес city');
    expect(matchesQuery(city, 'гора')).toBe(false);
    expect(matchesQuery(city, 'городской')).toBe(true);
    expect(matchesQuery(city, 'гор')).toBe(true);
    expect(matchesQuery(keywordStems('горы природа'), 'горный')).toBe(true);
  });

  it('needs every query word, and does not match unrelated words', () => {
    const sea = keywordStems('Закат над морем море sea sunset');
    expect(matchesQuery(sea, 'море горы')).toBe(false);
    expect(matchesQuery(sea, 'мороженое')).toBe(false);
    expect(matchesQuery(sea, 'кошка')).toBe(false);
  });
});
