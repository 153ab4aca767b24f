// The menu widget's rules both the renderer and the settings panel read.
import type { Widget } from './model';
import type { PageLang } from './forms';

/**
 * A menu collapses into a burger on the mobile breakpoint unless its settings say `collapse: false`,
 * or it already sits in a burger widget (whose own button hides it).
 */
export const menuCollapses = (w: Pick<Widget, 'cfg'>, parentType: string | undefined): boolean =>
  w.cfg.collapse !== false && parentType !== 'widget-burger';

/** The menu's name for assistive technology (its nav and its burger button), in the page's language. */
export const MENU_LABEL: Readonly<Record<PageLang, string>> = { ru: 'Меню', en: 'Menu' };
