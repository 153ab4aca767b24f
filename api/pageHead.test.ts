import { describe, expect, it } from 'vitest';
import { publishedHead } from './pageHead';

describe('a published page head', () => {
  it('has the page title, else a neutral word; a description and an icon only when the page has them', () => {
    expect(publishedHead({ id: 3, title: '  ', description: '', favicon: false })).toEqual({ title: 'Страница' });
    expect(publishedHead({ id: 3, title: 'Весна', description: 'Скидки', favicon: true })).toEqual({ title: 'Весна', description: 'Скидки', favicon: '/__favicon/3' });
  });
});
