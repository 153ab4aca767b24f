// Page templates of SPEC §3 (default, flat, green, square) for "pages/new → choose a template with
// demo content". The pages service calls listPageTemplates() for GET /page-templates and
// getPageTemplateContent(code) when it creates a page from a template.
import { toContent, type N } from './build';
import { COLLECTIONS, BLOCK_DESIGNS } from './collections';
import { coverSvg } from './cover';
import { THEME_FONT_PRESET, THEMES, variableTheme, type Theme } from './themes';
import type { StoredContent } from './types';

export type { StoredContent } from './types';

export type PageTemplateCode = Theme['code'];

interface TemplateDef { code: PageTemplateCode; title: string; description: string; blocks: string[] }

// Each template: menu, first screen, benefits, reviews, price, form and footer, plus a few blocks
// of its own so the four differ in structure as well as in look.
const TEMPLATES: TemplateDef[] = [
  {
    code: 'default', title: 'Базовый', description: 'Спокойный деловой лендинг: синий акцент, карточки с тенью',
    blocks: ['menu-simple', 'hero-split', 'benefits-cards', 'evidence-numbers', 'reviews-cards', 'price-plans', 'form-section', 'footer-columns'],
  },
  {
    code: 'flat', title: 'Плоский', description: 'Яркий плоский стиль без теней, крупные заголовки',
    blocks: ['menu-simple', 'hero-center', 'benefits-checklist', 'stages-steps', 'reviews-cards', 'price-plans', 'faq', 'form-section', 'footer-simple'],
  },
  {
    code: 'green', title: 'Зелёный', description: 'Мягкий природный стиль: антиква в заголовках, скруглённые кнопки',
    blocks: ['menu-dark', 'hero-form', 'benefits-cards', 'about-split', 'review-single', 'price-single', 'form-section', 'footer-columns'],
  },
  {
    code: 'square', title: 'Квадрат', description: 'Контрастный стиль: чёрный и жёлтый, жёсткие рамки',
    blocks: ['menu-simple', 'hero-center', 'audience', 'benefits-cards', 'reviews-cards', 'price-plans', 'cta-banner', 'form-section', 'footer-columns'],
  },
];

function nodesOf(def: TemplateDef): N[] {
  const theme = variableTheme(THEMES[def.code]);
  return def.blocks.map((key) => {
    const design = BLOCK_DESIGNS.find((b) => b.key === key);
    if (!design) throw new Error(`Template ${def.code} refers to unknown block ${key}`);
    return design.build(theme);
  });
}

const contents = new Map<PageTemplateCode, StoredContent>();
const covers = new Map<PageTemplateCode, string>();

export function listPageTemplates(): { code: PageTemplateCode; title: string; description: string; cover: string; collection_id: number }[] {
  return TEMPLATES.map((t) => ({
    code: t.code, title: t.title, description: t.description, cover: `/content-files/covers/template-${t.code}.svg`,
    collection_id: COLLECTIONS.find((c) => c.code === t.code)?.id ?? 1,
  }));
}

export const isPageTemplateCode = (code: string): code is PageTemplateCode => TEMPLATES.some((t) => t.code === code);

/**
 * The template's content in the stored shape of SPEC §3, a fresh copy the caller may change.
 * globals.collectionId points at the template's block collection; the design, palette and font
 * ids stay null (the page-load defaults of SPEC §4 pick the account's own; templateLook gives the
 * palette and font pair the template is drawn in). Throws on an unknown code.
 */
export function getPageTemplateContent(code: string): StoredContent {
  const def = TEMPLATES.find((t) => t.code === code);
  if (!def) throw new Error(`Unknown page template: ${code}`);
  let content = contents.get(def.code);
  if (!content) {
    const collectionId = COLLECTIONS.find((c) => c.code === def.code)?.id ?? 1;
    content = toContent(nodesOf(def));
    content.globals = { ...content.globals, collectionId, selectedCollectionId: collectionId };
    contents.set(def.code, content);
  }
  return structuredClone(content);
}

interface Titled { id: number; title: string }

/**
 * The palette and font pair a template is drawn in, among the account's own (the copies of the
 * shipped defaults it was given, found by title): a page made from the green template is green.
 * Null where the account has no such palette or pair any more (the page-load defaults then choose).
 */
export function templateLook(code: PageTemplateCode, library: { palettes: readonly Titled[]; fontPresets: readonly Titled[] }): { paletteId: number | null; fontId: number | null } {
  return {
    paletteId: library.palettes.find((p) => p.title === THEMES[code].title)?.id ?? null,
    fontId: library.fontPresets.find((f) => f.title === THEME_FONT_PRESET[code])?.id ?? null,
  };
}

export function templateCover(code: string): string | undefined {
  const def = TEMPLATES.find((t) => t.code === code);
  if (!def) return undefined;
  let svg = covers.get(def.code);
  if (!svg) {
    svg = coverSvg(nodesOf(def), 4200);
    covers.set(def.code, svg);
  }
  return svg;
}
