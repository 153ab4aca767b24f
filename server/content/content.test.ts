// Every shipped page template and ready block must be content the engine accepts and can publish:
// imported with the engine's own importContent and rendered with renderPage to non-empty HTML.
import { describe, expect, it } from 'vitest';
import { importContent, renderPage } from '../../engine/index';
import { BLOCK_DESIGNS, COLLECTIONS, blockCover, shippedBlocks } from './collections';
import { getPageTemplateContent, listPageTemplates, templateCover } from './templates';
import { BLOCK_CATEGORIES } from './types';

describe('shipped page templates', () => {
  it('lists the four templates of SPEC §3 with covers', () => {
    expect(listPageTemplates().map((t) => t.code)).toEqual(['default', 'flat', 'green', 'square']);
    for (const t of listPageTemplates()) {
      expect(t.cover).toBe(`/content-files/covers/template-${t.code}.svg`);
      expect(templateCover(t.code)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });

  it.each(['default', 'flat', 'green', 'square'])('%s imports and renders a complete landing page', (code) => {
    const content = getPageTemplateContent(code);
    const doc = importContent(content);
    const { html, css } = renderPage(doc);
    expect(html.length).toBeGreaterThan(2000);
    expect(css.length).toBeGreaterThan(200);
    // menu, first-screen heading, button, form with a submit button, footer section
    expect(html).toMatch(/<nav/);
    expect(html).toMatch(/<h1/);
    expect(html).toMatch(/<form/);
    expect(html).toContain(code === 'green' ? 'Курс' : 'Тарифы'); // the price block
    expect(html).toContain('© 2026');
    expect(content.globals.collectionId).toBe(COLLECTIONS.find((c) => c.code === code)?.id);
  });

  it('hands out copies, so a caller cannot change the shipped template', () => {
    const a = getPageTemplateContent('default');
    a.widgets['1'].name = 'changed';
    expect(getPageTemplateContent('default').widgets['1'].name).not.toBe('changed');
    expect(() => getPageTemplateContent('nope')).toThrow(/Unknown page template/);
  });

  it('the templates look different from each other', () => {
    const css = ['default', 'flat', 'green', 'square'].map((c) => renderPage(importContent(getPageTemplateContent(c))).css);
    expect(new Set(css).size).toBe(4);
  });
});

describe('shipped ready blocks', () => {
  const blocks = shippedBlocks();

  it('has at least 30 layouts covering every category of SPEC §3, in every collection', () => {
    expect(BLOCK_DESIGNS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BLOCK_DESIGNS.map((b) => b.key)).size).toBe(BLOCK_DESIGNS.length);
    expect(blocks.length).toBe(BLOCK_DESIGNS.length * COLLECTIONS.length);
    expect(blocks.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BLOCK_DESIGNS.map((b) => b.category))).toEqual(new Set(BLOCK_CATEGORIES));
    expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length);
    expect(Math.max(...blocks.map((b) => b.id))).toBeLessThan(100000);
  });

  it.each(blocks.map((b) => [`${b.id} ${b.key}`, b] as const))('%s imports, renders and has a cover', (_name, block) => {
    const doc = importContent(block.content);
    const { html } = renderPage(doc);
    expect(html.length).toBeGreaterThan(20);
    const cover = blockCover(`block-${block.id}`);
    expect(cover).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(block.cover).toBe(`/content-files/covers/block-${block.id}.svg`);
  });
});
