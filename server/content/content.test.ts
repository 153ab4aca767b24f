// Every shipped page template and ready block must be content the engine accepts and can publish:
// imported with the engine's own importContent and rendered with renderPage to non-empty HTML.
import { describe, expect, it } from 'vitest';
import { importContent, renderPage } from '../../engine/index';
import { BLOCK_DESIGNS, COLLECTIONS, blockCover, shippedBlocks } from './collections';
import { getPageTemplateContent, listPageTemplates, templateCover } from './templates';
import { LANDINGS } from './landing/index';
import { BLOCK_CATEGORIES } from './types';

const LOOKS = ['default', 'flat', 'green', 'square'];
const LANDING_CODES = ['services', 'course', 'product', 'event', 'realty', 'beauty', 'cafe', 'b2b', 'app', 'expert', 'sale', 'soon'];
/** The templates that collect leads; the policy page a form's consent links to asks for nothing. */
const WITH_FORMS = [...LOOKS, ...LANDING_CODES];
const ALL = [...WITH_FORMS, 'policy'];

/** The forms of a rendered page with the names of their fields. */
const formsOf = (html: string): string[][] => [...html.matchAll(/<form[\s\S]*?<\/form>/g)]
  .map((m) => [...m[0].matchAll(/<(?:input|select|textarea)\b[^>]*?\bname="?([^"\s>]+)/g)].map((f) => f[1]))
  .map((names) => names.filter((n) => n !== 'form_name' && n !== 'form_id' && !n.startsWith('__')));

/** The page as published in the template's language (the document language names the menu for screen readers). */
const render = (code: string, lang: 'ru' | 'en' = 'ru') => renderPage(importContent(getPageTemplateContent(code, lang)), { lang });

describe('shipped page templates', () => {
  it('lists the four looks of SPEC §3 and the templates by business, with covers', () => {
    expect(listPageTemplates().map((t) => t.code)).toEqual(ALL);
    for (const t of listPageTemplates()) {
      expect(t.cover).toBe(`/content-files/covers/template-${t.code}.svg`);
      expect(templateCover(t.code)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });

  it.each(LOOKS)('%s imports and renders a complete landing page', (code) => {
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

  const cases = WITH_FORMS.flatMap((code) => (['ru', 'en'] as const).map((lang) => [code, lang] as const));
  it.each(cases)('%s (%s): a menu, one h1, a footer, and every form asks for a name and a way to reach the visitor', (code, lang) => {
    const { html } = render(code, lang);
    expect(html).toMatch(/<nav/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('© 2026');
    const forms = formsOf(html);
    expect(forms.length).toBeGreaterThan(0);
    for (const fields of forms) {
      expect(fields).toContain('name');
      expect(fields.includes('phone') || fields.includes('email'), fields.join()).toBe(true);
    }
    // Every menu and first-screen button scrolls to a section the page has.
    const targets = new Set([...html.matchAll(/href="?#([\w-]+)/g)].map((m) => m[1]));
    const ids = new Set([...html.matchAll(/\bid="?([\w-]+)/g)].map((m) => m[1]));
    expect(targets.size).toBeGreaterThan(1);
    for (const id of targets) expect(ids, `#${id} in ${code}`).toContain(id);
    expect(ids).toContain('form');
  });

  it.each(['ru', 'en'] as const)('policy (%s): one h1, contents reaching each section, a way home, a footer, and no form or field', (lang) => {
    const { html } = render('policy', lang);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(?:form|input|select|textarea)\b/);
    expect(html).toContain('href="/"');
    expect(html).toMatch(/© 20\d\d/);
    const targets = [...html.matchAll(/href="?#([\w-]+)/g)].map((m) => m[1]);
    const ids = new Set([...html.matchAll(/\bid="?([\w-]+)/g)].map((m) => m[1]));
    expect(targets).toHaveLength(9);
    for (const id of targets) expect(ids, `#${id}`).toContain(id);
    // Without the account's requisites the operator is a placeholder the owner sees to replace.
    expect(html).toContain(lang === 'ru' ? '[Название организации]' : '[Organisation name]');
    expect(html).not.toMatch(/\{\{\w+\}\}/);
  });

  it('policy is written in both languages with the same sections', () => {
    const ru = render('policy', 'ru').html;
    const en = render('policy', 'en').html;
    expect(ru).toContain('Политика обработки персональных данных');
    expect(en).toContain('Personal data processing policy');
    expect(en.match(/[а-яё]+/gi) ?? []).toEqual([]);
    expect(Object.keys(getPageTemplateContent('policy', 'en').widgets)).toHaveLength(Object.keys(getPageTemplateContent('policy', 'ru').widgets).length);
  });

  it.each(ALL)('%s loads nothing from another site: every picture is a shipped file', (code) => {
    for (const lang of ['ru', 'en'] as const) {
      const { html, css } = render(code, lang);
      expect(html).not.toMatch(/\b(?:src|srcset|poster|data-src)="[^"]*(?:https?:)?\/\//);
      expect(css).not.toMatch(/url\(\s*['"]?(?:https?:)?\/\//);
      for (const src of [...html.matchAll(/\bsrc="?([^"\s>]+)/g)].map((m) => m[1])) expect(src).toMatch(/^\/content-files\/(stock|icons)\/[\w-]+\.svg$/);
    }
  });

  // Every template the picker offers, so one added without English copy fails here.
  it.each(listPageTemplates().map((t) => t.code))('%s is written in both languages: no Russian on the English page or in its stored content, and the copy differs', (code) => {
    const ru = render(code, 'ru').html;
    const en = render(code, 'en').html;
    expect(ru).toMatch(/[а-яё]{4}/i);
    expect(en.match(/[а-яё]+/gi) ?? []).toEqual([]);
    expect(en).not.toBe(ru);
    // What the editor shows as well: every text, label, placeholder and layer name of the stored content.
    const stored = (lang: 'ru' | 'en') => JSON.stringify(getPageTemplateContent(code, lang));
    expect(stored('en').match(/[^"]{0,20}[а-яё]+[^"]{0,20}/gi) ?? []).toEqual([]);
    expect(stored('ru')).toMatch(/"name":"[^"]*[а-яё]/i);
    // The same sections in both: only the words differ.
    expect(Object.keys(getPageTemplateContent(code, 'en').widgets)).toHaveLength(Object.keys(getPageTemplateContent(code, 'ru').widgets).length);
  });

  it.each(LANDING_CODES.filter((c) => c !== 'soon'))('%s quotes its prices in roubles', (code) => {
    for (const lang of ['ru', 'en'] as const) expect(render(code, lang).html).toMatch(/\d{1,3}(?: \d{3})* ₽/);
  });

  it.each(LOOKS)('%s quotes its prices in roubles in Russian and in dollars in English', (code) => {
    expect(render(code, 'ru').html).toMatch(/\d{1,3}(?: \d{3})* ₽/);
    const en = render(code, 'en').html;
    expect(en).toMatch(/\$\d+/);
    expect(en).not.toContain('₽');
  });

  it('the picker in English names every template in English and shows a cover drawn from its English copy', () => {
    const ru = listPageTemplates('ru');
    const en = listPageTemplates('en');
    expect(en.map((t) => t.code)).toEqual(ru.map((t) => t.code));
    for (const [i, t] of en.entries()) {
      expect(`${t.title} ${t.description}`).not.toMatch(/[а-яё]/i);
      expect(t.cover).toBe(`/content-files/covers/template-${t.code}-en.svg`);
      const cover = templateCover(`${t.code}-en`);
      expect(cover).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      // Drawn from other words, so its lines differ from the Russian cover's.
      expect(cover).not.toBe(templateCover(ru[i].code));
    }
    expect(templateCover('nope-en')).toBeUndefined();
  });

  it('hands out copies, so a caller cannot change the shipped template', () => {
    const a = getPageTemplateContent('default');
    a.widgets['1'].name = 'changed';
    expect(getPageTemplateContent('default').widgets['1'].name).not.toBe('changed');
    expect(() => getPageTemplateContent('nope')).toThrow(/Unknown page template/);
  });

  it('the templates look different from each other', () => {
    const css = LOOKS.map((c) => renderPage(importContent(getPageTemplateContent(c))).css);
    expect(new Set(css).size).toBe(4);
    const html = ALL.map((c) => renderPage(importContent(getPageTemplateContent(c))).html);
    expect(new Set(html).size).toBe(ALL.length);
  });

  it('each template is drawn in one of the looks, and its sections are in the block library of that look', () => {
    const byCode = new Map(listPageTemplates().map((t) => [t.code, t]));
    for (const landing of LANDINGS) {
      expect(byCode.get(landing.code)?.collection_id).toBe(COLLECTIONS.find((c) => c.code === landing.theme)?.id);
      expect(getPageTemplateContent(landing.code).globals.collectionId).toBe(byCode.get(landing.code)?.collection_id);
      for (const s of landing.sections) {
        const inLibrary = shippedBlocks().filter((b) => b.key === s.key);
        expect(inLibrary.map((b) => b.collection_id).sort(), s.key).toEqual(COLLECTIONS.map((c) => c.id));
        expect(inLibrary[0].category).toBe(s.category);
      }
    }
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
