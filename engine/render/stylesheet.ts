/**
 * The page stylesheet, one function of the page and the account's library for the published page
 * and the editor canvas: root variables (palette colours, font preset fonts), the design-class
 * chain with inheritance, text styles, element rules, and per-screen rules (SPEC §9 breakpoints).
 *
 * - Published: every screen in its media block (desktop the base), with only the classes the page
 *   uses, the widgets' own declaration classes (css.ts) and the fixed pieces the markup needs.
 * - Canvas: scoped to the canvas's page and flattened for its screen mode: the rules of desktop →
 *   … → that screen in cascade order, with every class of the design (one may be applied at any
 *   moment). The widgets' own declarations are inline there (style-env.ts canvasOwnStyle).
 *
 * Within each screen: design classes (an inherited class before the classes that inherit from it),
 * text styles, then the widgets' own rules, so a widget's own style wins on its screen.
 */
import { SCREENS, type DesignClass, type DesignClassId, type Globals, type Library, type Screen, type StyleDecl } from '../model';
import { declText } from '../styles';
import { MEDIA, type CssCollector } from './css';
import {
  ANIMATION_CSS, BASE_CSS, canvasPageRules, CHOICES_CSS, DIALOG_CSS, FIELDS_CSS, HIDDEN_CSS, LINKS_CSS, MENU_CSS, REDUCED_MOTION_CSS, VIDEO_CSS, scopeSelector, SLIDER_CSS, TABS_CSS,
} from './page-css';
import { designClassName, styleEnv, type StyleEnv, type UsedStyles } from './style-env';
import { childPaletteVariables, rootVariables } from './variables';

type ScreenRules = Record<Screen, string[]>;
const emptyRules = (): ScreenRules => ({ desktop: [], laptop: [], tablet: [], mobile: [] });

/** The design's classes, each followed by the classes that inherit from it (SPEC §4 class tree, by order). */
function classTree(env: StyleEnv): { order: DesignClass[]; heirs: Map<DesignClassId, DesignClassId[]> } {
  const kids = new Map<DesignClassId | null, DesignClass[]>();
  for (const c of env.classes.values()) {
    const parent = c.parentId !== null && env.classes.has(c.parentId) ? c.parentId : null;
    const list = kids.get(parent) ?? [];
    list.push(c);
    kids.set(parent, list);
  }
  const order: DesignClass[] = [];
  const heirs = new Map<DesignClassId, DesignClassId[]>();
  const visit = (c: DesignClass, ancestors: DesignClassId[]): void => {
    if (heirs.has(c.id)) return;
    heirs.set(c.id, [c.id]);
    for (const a of ancestors) heirs.get(a)?.push(c.id);
    order.push(c);
    for (const k of [...(kids.get(c.id) ?? [])].sort((a, b) => a.order - b.order)) visit(k, [...ancestors, c.id]);
  };
  for (const c of [...(kids.get(null) ?? [])].sort((a, b) => a.order - b.order)) visit(c, []);
  return { order, heirs };
}

type Selector = (classSelector: string) => string;

/** Design classes and text styles, per screen. `used` limits them to what the page uses (published). */
function systemRules(env: StyleEnv, used: UsedStyles | null, select: Selector): ScreenRules {
  const out = emptyRules();
  const { order, heirs } = classTree(env);
  for (const c of order) {
    const applies = (heirs.get(c.id) ?? []).filter((id) => used === null || used.classes.has(id));
    if (applies.length === 0) continue;
    const selector = applies.map((id) => select(`.${designClassName(id)}`)).join(',');
    const palette = c.style.childPaletteCode;
    for (const s of SCREENS) {
      const decl: StyleDecl | undefined = s === 'desktop' && typeof palette === 'string'
        ? { ...childPaletteVariables(env.globals, env.library, palette), ...c.style.desktop }
        : c.style[s];
      const text = decl === undefined ? '' : declText(decl);
      if (text !== '') out[s].push(`${selector}{${text}}`);
    }
  }
  for (const t of env.textStyles.values()) {
    if (used !== null && !used.textStyles.has(t.code)) continue;
    const text = declText(t.params);
    if (text !== '') out.desktop.push(`${select(`.ts-${t.code}`)}{${text}}`);
  }
  return out;
}

function rootRule(globals: Globals, library: Library, selector: string): string {
  const text = declText(rootVariables(globals, library));
  return text === '' ? '' : `${selector}{${text}}`;
}

/** What the published markup uses of the fixed CSS pieces (see renderPage). */
export type CssFeature = 'dialog' | 'slider' | 'tabs' | 'links' | 'fields' | 'choices' | 'menu' | 'video' | `_h-${string}` | `_an-${string}`;

export interface PublishedParts {
  readonly env: StyleEnv;
  readonly used: UsedStyles;
  readonly own: CssCollector;
  readonly features: ReadonlySet<CssFeature>;
}

export function publishedStylesheet({ env, used, own, features }: PublishedParts): string {
  const system = systemRules(env, used, (s) => s);
  let out = BASE_CSS + rootRule(env.globals, env.library, ':root');
  for (const s of SCREENS) {
    const rules = [...system[s], ...own.rulesFor(s)];
    if (rules.length === 0) continue;
    const media = MEDIA[s];
    out += media === null ? rules.join('') : `${media}{${rules.join('')}}`;
  }
  if (features.has('dialog')) out += DIALOG_CSS;
  if (features.has('slider')) out += SLIDER_CSS;
  if (features.has('tabs')) out += TABS_CSS;
  if (features.has('links')) out += LINKS_CSS;
  if (features.has('fields')) out += FIELDS_CSS;
  if (features.has('choices')) out += CHOICES_CSS;
  if (features.has('menu')) out += MENU_CSS;
  if (features.has('video')) out += VIDEO_CSS;
  let animated = false;
  for (const key of [...features].sort()) {
    if (key in HIDDEN_CSS) out += HIDDEN_CSS[key];
    if (key.startsWith('_an-')) {
      out += ANIMATION_CSS[key.slice(4)] ?? '';
      animated = true;
    }
  }
  if (animated) out += REDUCED_MOTION_CSS;
  return out;
}

export interface CanvasStylesheetOptions {
  /** The canvas's screen mode: its cascade applies, whatever the window's width. */
  readonly screen: Screen;
  /** Selector of the canvas's page element; every rule applies inside it only. */
  readonly scope: string;
}

/**
 * The canvas's page stylesheet. The app's body text settings must not leak into the page, so the
 * page element starts from the browser's default size and rendering, as a published body does.
 */
export function canvasStylesheet(globals: Globals, library: Library, { screen, scope }: CanvasStylesheetOptions): string {
  const env = styleEnv(globals, library);
  const system = systemRules(env, null, (s) => scopeSelector(s, scope));
  let out = canvasPageRules(scope) + rootRule(globals, library, scope) + `${scope}{font-size:medium;-webkit-font-smoothing:auto}`;
  for (const s of SCREENS.slice(0, SCREENS.indexOf(screen) + 1)) out += system[s].join('');
  return out;
}
