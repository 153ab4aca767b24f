import { describe, expect, it } from 'vitest';

describe('README example', () => {
  it('imports a legacy page, edits, undoes, redoes and renders', async () => {
    const { content, page } = await import('./headless');
    expect(content.widgets[3].cfg).toMatchObject({ text: 'Buy now', target: 'modal', modalId: 1, link: { value: '/buy' } });
    expect(Object.keys(content.fragments)).toEqual(['1']);
    expect(page.html).toContain('<h1 class=b>Spring sale</h1><p>Everything -30% until Sunday.</p><button type=button data-modal=1>Buy now</button>');
    expect(page.html).toContain('<dialog id=modal-1');
    expect(page.js).toContain('showModal');
  });
});
