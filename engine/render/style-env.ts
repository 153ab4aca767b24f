/**
 * What a widget's look depends on besides its own style: the page's design classes (the design
 * chain of SPEC §4 — a child design inherits its parent design's classes — and, inside a design,
 * a class inherits its parent class), its text styles, and its flags. One place for both the
 * published page and the canvas: `widgetClasses` names the classes a widget's element carries,
 * `canvasOwnStyle` gives the canvas the widget's own declarations so that, together with the page
 * stylesheet, it resolves exactly as the published cascade does.
 */
import { designClasses } from '../apply/design';
import { ANIMATIONS } from '../constants';
import { SCREENS, type DesignClass, type DesignClassId, type Globals, type Library, type Screen, type TextStyle, type Widget } from '../model';
import { isHiddenOn, kebab } from '../styles';
import type { Mode } from './description';

export interface StyleEnv {
  readonly globals: Globals;
  readonly library: Library;
  /** The classes the page's design offers (its own and its ancestors'), by id, in design order. */
  readonly classes: ReadonlyMap<DesignClassId, DesignClass>;
  readonly textStyles: ReadonlyMap<number, TextStyle>;
}

export function styleEnv(globals: Globals, library: Library): StyleEnv {
  const classes = new Map<DesignClassId, DesignClass>();
  for (const c of designClasses(library.designs, globals.designId)) classes.set(c.id, c);
  return { globals, library, classes, textStyles: new Map(globals.textStyles.map((t) => [t.code, t])) };
}

/** A design class's CSS class name (`dc-3`, `dc-child-1`). */
export const designClassName = (id: DesignClassId): string => `dc-${String(id).replace(/[^\w-]/g, '')}`;

/** A class and the classes it inherits from, the farthest ancestor first. */
export function lineage(env: StyleEnv, cls: DesignClass): DesignClass[] {
  const out: DesignClass[] = [cls];
  for (let p = cls.parentId; p !== null && out.length < 50;) {
    const parent = env.classes.get(p);
    if (parent === undefined || out.includes(parent)) break;
    out.unshift(parent);
    p = parent.parentId;
  }
  return out;
}

const RANGE: Readonly<Record<Screen, string>> = { desktop: '_h-lg', laptop: '_h-md', tablet: '_h-sm', mobile: '_h-xs' };
const ANIMATION_SET: ReadonlySet<string> = new Set(ANIMATIONS);

/** What a widget uses of the design system (the published stylesheet keeps only what is used). */
export interface UsedStyles {
  readonly classes: Set<DesignClassId>;
  readonly textStyles: Set<number>;
}

/**
 * The class names a widget's element carries besides those of its own declarations: its design
 * classes, custom CSS classes, text style, hidden ranges (published pages only: the canvas shows
 * hidden widgets its own way) and animation.
 */
export function widgetClasses(w: Widget, env: StyleEnv, mode: Mode, used?: UsedStyles): string[] {
  const out: string[] = [];
  for (const c of w.classes) {
    const dc = env.classes.get(c);
    if (dc !== undefined) {
      out.push(designClassName(dc.id));
      used?.classes.add(dc.id);
    } else if (typeof c === 'string') {
      out.push(c);
    }
  }
  const code = w.cfg.textStyle;
  if (typeof code === 'number' && env.textStyles.has(code)) {
    out.push(`ts-${code}`);
    used?.textStyles.add(code);
  }
  if (mode === 'publish' && w.cfg.hidden !== undefined) {
    for (const s of SCREENS) if (isHiddenOn(w.cfg, s)) out.push(RANGE[s]);
  }
  const anim = w.cfg.animation;
  if (typeof anim === 'string' && ANIMATION_SET.has(anim)) out.push(`_an-${anim}`);
  return out;
}

type Decl = Record<string, string | number>;

/**
 * The widget's own declarations in effect on `screen`, for the canvas's inline style. The published
 * cascade runs screen by screen (design classes and text style, then the widget's own rule, desktop
 * → … → `screen`), so a declaration a design class makes on a smaller screen than the widget's own
 * last one wins there: such declarations are left to the stylesheet.
 */
export function canvasOwnStyle(w: Widget, env: StyleEnv, screen: Screen): Decl {
  const own: Decl = {};
  const ownScreen = new Map<string, number>();
  const last = SCREENS.indexOf(screen);
  for (let i = 0; i <= last; i++) {
    const decl = w.style[SCREENS[i]];
    if (decl === undefined) continue;
    for (const key of Object.keys(decl)) {
      const value = decl[key];
      if (value === '' || value === null || value === undefined) continue;
      own[key] = value;
      ownScreen.set(kebab(key), i);
    }
  }
  for (const c of w.classes) {
    const dc = env.classes.get(c);
    if (dc === undefined) continue;
    for (const cls of lineage(env, dc)) {
      for (let i = 1; i <= last; i++) {
        const decl = cls.style[SCREENS[i]];
        if (decl === undefined) continue;
        for (const key of Object.keys(decl)) {
          const at = ownScreen.get(kebab(key));
          if (at !== undefined && at < i) for (const k of Object.keys(own)) if (kebab(k) === kebab(key)) delete own[k];
        }
      }
    }
  }
  return own;
}
