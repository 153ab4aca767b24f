// Page templates for "pages/new → choose a template with demo content": the four looks of SPEC §3
// (default, flat, green, square) and the landing templates by kind of business (landing/), each
// drawn in one of the looks. The pages service calls listPageTemplates() for GET /page-templates and
// getPageTemplateContent(code, lang) when it creates a page from a template.
import { toContent, type N } from './build';
import { COLLECTIONS, BLOCK_DESIGNS } from './collections';
import { coverSvg } from './cover';
import { LANDINGS, type Lang } from './landing/index';
import { fillPolicyOwner, POLICY_TEMPLATE_CODE, policyTemplate, type PolicyOwner } from './landing/policy';
import { THEME_FONT_PRESET, THEMES, variableTheme, type Theme } from './themes';
import type { StoredContent } from './types';

export type { StoredContent } from './types';

export type PageTemplateCode = string;

interface TemplateDef {
  code: string;
  theme: Theme['code'];
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  nodes: (t: Theme, lang: Lang) => N[];
}

/** The four looks of SPEC §3 are drawn from the ready blocks, in the language asked for. */
function blocksOf(code: Theme['code'], keys: string[]): (t: Theme, lang: Lang) => N[] {
  return (t, lang) => keys.map((key) => {
    const design = BLOCK_DESIGNS.find((b) => b.key === key);
    if (!design) throw new Error(`Template ${code} refers to unknown block ${key}`);
    return design.build(t, lang);
  });
}

// The looks: menu, first screen, benefits, reviews, price, form and footer, plus a few blocks of
// their own so the four differ in structure as well as in look.
const LOOKS: TemplateDef[] = [
  {
    code: 'default', theme: 'default', title: { ru: 'Базовый', en: 'Basic' },
    description: { ru: 'Спокойный деловой лендинг: синий акцент, карточки с тенью', en: 'A calm business landing page: blue accent, cards with shadows' },
    nodes: blocksOf('default', ['menu-simple', 'hero-split', 'benefits-cards', 'evidence-numbers', 'reviews-cards', 'price-plans', 'form-section', 'footer-columns']),
  },
  {
    code: 'flat', theme: 'flat', title: { ru: 'Плоский', en: 'Flat' },
    description: { ru: 'Яркий плоский стиль без теней, крупные заголовки', en: 'A bright flat style without shadows, large headings' },
    nodes: blocksOf('flat', ['menu-simple', 'hero-center', 'benefits-checklist', 'stages-steps', 'reviews-cards', 'price-plans', 'faq', 'form-section', 'footer-simple']),
  },
  {
    code: 'green', theme: 'green', title: { ru: 'Зелёный', en: 'Green' },
    description: { ru: 'Мягкий природный стиль: антиква в заголовках, скруглённые кнопки', en: 'A soft natural style: serif headings, rounded buttons' },
    nodes: blocksOf('green', ['menu-dark', 'hero-form', 'benefits-cards', 'about-split', 'review-single', 'price-single', 'form-section', 'footer-columns']),
  },
  {
    code: 'square', theme: 'square', title: { ru: 'Квадрат', en: 'Square' },
    description: { ru: 'Контрастный стиль: чёрный и жёлтый, жёсткие рамки', en: 'A high-contrast style: black and yellow, hard frames' },
    nodes: blocksOf('square', ['menu-simple', 'hero-center', 'audience', 'benefits-cards', 'reviews-cards', 'price-plans', 'cta-banner', 'form-section', 'footer-columns']),
  },
];

/** Every page template in the picker's order: the four looks, then the landing templates by business. */
const TEMPLATES: TemplateDef[] = [
  ...LOOKS,
  ...LANDINGS.map((l) => ({
    code: l.code, theme: l.theme, title: l.title, description: l.description,
    nodes: (t: Theme, lang: Lang) => l.sections.map((s) => s.build(t, lang)),
  })),
  policyTemplate,
];

const nodesOf = (def: TemplateDef, lang: Lang): N[] => def.nodes(variableTheme(THEMES[def.theme]), lang);

const collectionOf = (def: TemplateDef): number => COLLECTIONS.find((c) => c.code === def.theme)?.id ?? 1;

const contents = new Map<string, StoredContent>();
const covers = new Map<string, string>();

/** Where a template's cover is served: drawn from its demo copy in `lang` (Russian has no suffix). */
const coverPath = (code: string, lang: Lang): string => `/content-files/covers/template-${code}${lang === 'ru' ? '' : `-${lang}`}.svg`;

/**
 * The list of GET /page-templates in the caller's interface language: the names (the picker prefers
 * its own catalogue's, ui/i18n pages templates.*) and a cover showing the copy a page made from it gets.
 */
export function listPageTemplates(lang: Lang = 'ru'): { code: PageTemplateCode; title: string; description: string; cover: string; collection_id: number }[] {
  return TEMPLATES.map((t) => ({
    code: t.code, title: t.title[lang], description: t.description[lang], cover: coverPath(t.code, lang),
    collection_id: collectionOf(t),
  }));
}

export const isPageTemplateCode = (code: string): code is PageTemplateCode => TEMPLATES.some((t) => t.code === code);

/**
 * The template's content in the stored shape of SPEC §3, its demo copy in `lang`, a fresh copy the
 * caller may change. globals.collectionId points at the block collection of the template's look;
 * the design, palette and font ids stay null (the page-load defaults of SPEC §4 pick the account's
 * own; templateLook gives the palette and font pair the template is drawn in). Throws on an unknown code.
 * `owner` names the operator in the policy template (placeholders where absent); others ignore it.
 */
export function getPageTemplateContent(code: string, lang: Lang = 'ru', owner: PolicyOwner = {}): StoredContent {
  const def = TEMPLATES.find((t) => t.code === code);
  if (!def) throw new Error(`Unknown page template: ${code}`);
  const key = `${def.code}:${lang}`;
  let content = contents.get(key);
  if (!content) {
    const collectionId = collectionOf(def);
    content = toContent(nodesOf(def, lang), 1, lang);
    content.globals = { ...content.globals, collectionId, selectedCollectionId: collectionId };
    contents.set(key, content);
  }
  const copy = structuredClone(content);
  return def.code === POLICY_TEMPLATE_CODE ? fillPolicyOwner(copy, owner, lang) : copy;
}

interface Titled { id: number; title: string }

/**
 * The palette and font pair a template is drawn in, among the account's own (the copies of the
 * shipped defaults it was given, found by title): a page made from the green template is green.
 * Null where the account has no such palette or pair any more (the page-load defaults then choose).
 */
export function templateLook(code: PageTemplateCode, library: { palettes: readonly Titled[]; fontPresets: readonly Titled[] }): { paletteId: number | null; fontId: number | null } {
  const theme = TEMPLATES.find((t) => t.code === code)?.theme;
  if (!theme) return { paletteId: null, fontId: null };
  return {
    paletteId: library.palettes.find((p) => p.title === THEMES[theme].title)?.id ?? null,
    fontId: library.fontPresets.find((f) => f.title === THEME_FONT_PRESET[theme])?.id ?? null,
  };
}

/** The cover named by coverPath: `code` for the Russian copy, `code-en` for the English one. */
export function templateCover(name: string): string | undefined {
  const lang: Lang = name.endsWith('-en') ? 'en' : 'ru';
  const code = lang === 'ru' ? name : name.slice(0, -'-en'.length);
  const def = TEMPLATES.find((t) => t.code === code);
  if (!def) return undefined;
  const key = `${def.code}:${lang}`;
  let svg = covers.get(key);
  if (!svg) {
    svg = coverSvg(nodesOf(def, lang), 4200);
    covers.set(key, svg);
  }
  return svg;
}
