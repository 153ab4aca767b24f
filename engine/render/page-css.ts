import { BREAKPOINTS } from '../constants';
import { VIDEO_RULES } from './video-markup';

/**
 * The fixed CSS a published page may carry, in pieces (element rules, dialogs, slider, hidden
 * ranges, animations). renderPage includes a piece only when a widget on the page needs it.
 */
export type Rules = readonly (readonly [selector: string, declarations: string])[];
export const sheet = (rules: Rules): string => rules.map(([selector, declarations]) => `${selector}{${declarations}}`).join('');

/** The page's base: box sizing, the body (its font is the font preset's body font), media that fit. */
export const BASE_RULES: Rules = [
  ['*,::before,::after', 'box-sizing:border-box'],
  ['body', 'margin:0;font-family:var(--font-body,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif);color:#1f2937;background:#fff;line-height:1.5'],
  ['img,iframe', 'max-width:100%'],
];

/**
 * Element rules a published page relies on, as [selector, declarations] of zero specificity so
 * widget styles win. The editor canvas applies these same rules to its page (scoped to it), so
 * what the editor shows is what publishes (tests/e2e/canvas-parity.spec.ts). Text widgets' margins
 * are theirs to set (0 unless styled); buttons take the page's font like every other text.
 */
export const TEXT_RULES: Rules = [[':where(h1,h2,h3,h4,h5,h6,p)', 'margin:0'], [':where(button)', 'font:inherit']];
/** Menu and social-link lists: no bullets, no indent. */
export const LIST_RULES: Rules = [[':where([data-links])', 'list-style:none;margin:0;padding:0']];
/** Form fields: the label above its control, and controls that look like fields. */
export const FIELD_RULES: Rules = [
  [':where(form label)', 'display:flex;flex-direction:column;gap:4px'],
  [':where(input,select,textarea)', 'font:inherit;padding:8px 12px;border:1px solid #d1d5db;border-radius:6px;background:#fff'],
];
/** Checkboxes and radio groups (only pages that have one): a fieldset without the browser's frame, each option a row with its box. */
export const CHOICE_RULES: Rules = [
  [':where(form fieldset)', 'display:flex;flex-direction:column;gap:6px;border:0;margin:0;padding:0;min-width:0'],
  [':where(form legend)', 'padding:0;margin-bottom:4px'],
  [':where(form label._fc)', 'flex-direction:row;align-items:center;gap:8px'],
  [':where(input[type=checkbox],input[type=radio])', 'width:18px;height:18px;margin:0;padding:0;flex:none'],
];
/** Links of menus and social-link lists inherit the widget's colour (contrast on dark blocks). */
export const LINK_RULES: Rules = [['._l', 'color:inherit'], ...LIST_RULES];
/**
 * Slider slides (only the current one shows, whatever display a slide's style gives it), dots and
 * arrows; the current dot takes the palette's main colour.
 */
export const SLIDER_RULES: Rules = [
  ['[data-slide][hidden]', 'display:none!important'],
  ['[data-dots]>button', 'width:12px;height:12px;border-radius:50%;border:0;background:#9ca3af;padding:0;cursor:pointer'],
  ['[data-dots]>[aria-current=true]', 'background:var(--color-1,#1d4ed8)'],
  ['[data-prev],[data-next]', 'background:#1f2937;color:#fff;border:0;border-radius:50%;width:40px;height:40px;font-size:20px;cursor:pointer'],
];

/** Tabs: a row of tab buttons over the panel; the chosen one underlined in the palette's main colour. */
export const TAB_RULES: Rules = [
  [':where([data-tabs]>[role=tablist])', 'display:flex;flex-wrap:wrap;gap:4px;margin-bottom:12px;border-bottom:1px solid #e5e7eb'],
  [':where([role=tab])', 'padding:8px 14px;margin-bottom:-1px;border:0;border-bottom:2px solid transparent;background:none;color:inherit;cursor:pointer'],
  [':where([role=tab][aria-selected=true])', 'border-bottom-color:var(--color-1,#1d4ed8);font-weight:600'],
];

/** Every published page's base. */
export const BASE_CSS = sheet(BASE_RULES) + sheet(TEXT_RULES);
export const LINKS_CSS = sheet(LINK_RULES);
export const FIELDS_CSS = sheet(FIELD_RULES);
export const CHOICES_CSS = sheet(CHOICE_RULES);
export const SLIDER_CSS = sheet(SLIDER_RULES);
export const TABS_CSS = sheet(TAB_RULES);
/** Video facades and sections' background clips (render/video-markup.ts). */
export const VIDEO_CSS = sheet(VIDEO_RULES);

/**
 * A collapsing menu (describe.ts): on the mobile breakpoint its links give way to the burger button,
 * and the open menu is a full-screen panel in the colours of the block it sits in (the page script
 * sets --_mbg); the button stays above the panel to close it. Wider screens never see the button.
 */
export const MENU_RULES: Rules = [['._mu', 'display:contents;list-style:none;margin:0;padding:0'], ['._mb', 'display:none']];
export const MENU_CSS = sheet(MENU_RULES)
  + `@media (max-width:${BREAKPOINTS.xs}px){`
  + '[data-menu]>._mb{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;background:none;color:inherit;font-size:26px;line-height:1;cursor:pointer;position:relative;z-index:91}'
  + '[data-menu]>._mu{display:none}'
  + '[data-menu][data-open]>._mu{display:flex;flex-direction:column;gap:4px;position:fixed;top:0;right:0;bottom:0;left:0;z-index:90;padding:72px 24px 24px;overflow:auto;background:var(--_mbg,#fff);font-size:20px}'
  + '[data-menu][data-open]>._mu ._l{display:block;padding:12px 0;text-decoration:none;font-weight:500}}';

export const DIALOG_CSS = 'dialog{position:relative;max-width:380px;width:90%;height:auto;border:0;border-radius:8px;padding:32px 24px 24px}dialog::backdrop{background:rgba(0,0,0,.5)}._x{position:absolute;top:4px;right:8px;background:none;border:0;font-size:28px;line-height:1;color:#1f2937;cursor:pointer}';

/** Splits a selector list at its top-level commas (`:where(a,b)` stays whole). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** A selector list made to apply inside `scope` only; `body` and `:root` become the scope itself. */
export const scopeSelector = (list: string, scope: string): string =>
  selectors(list).map((s) => (s === 'body' || s === ':root' ? scope : `${scope} ${s}`)).join(',');

/** Rules applied inside `scope` only (the editor canvas's page). */
export const scopedSheet = (rules: Rules, scope: string): string =>
  rules.map(([selector, declarations]) => `${scopeSelector(selector, scope)}{${declarations}}`).join('');

/**
 * The canvas's own rules for what it paints differently ('edit' descriptions): the box around an
 * embedded frame lies in the text as the published frame does (an inline replaced element), unless
 * the widget's style says otherwise.
 */
export const EDIT_RULES: Rules = [[':where([data-frame])', 'display:inline-block']];

/** The page rules the canvas applies to its page, scoped to it: base, elements, links, menus, fields, slider, tabs, video. */
export const canvasPageRules = (scope: string): string =>
  scopedSheet([...BASE_RULES, ...TEXT_RULES, ...LINK_RULES, ...MENU_RULES, ...FIELD_RULES, ...CHOICE_RULES, ...SLIDER_RULES, ...TAB_RULES, ...VIDEO_RULES, ...EDIT_RULES], scope);

export const HIDDEN_CSS: Readonly<Record<string, string>> = {
  '_h-lg': '@media (min-width:1200px){._h-lg{display:none!important}}',
  '_h-md': '@media (min-width:992px) and (max-width:1199px){._h-md{display:none!important}}',
  '_h-sm': '@media (min-width:768px) and (max-width:991px){._h-sm{display:none!important}}',
  '_h-xs': '@media (max-width:767px){._h-xs{display:none!important}}',
};

export const ANIMATION_CSS: Readonly<Record<string, string>> = {
  glow: '@keyframes _glow{50%{box-shadow:0 0 16px rgba(29,78,216,.6)}}._an-glow{animation:_glow 2s infinite}',
  ripple: '._an-ripple{position:relative;overflow:hidden}._rp{position:absolute;border-radius:50%;background:rgba(255,255,255,.5);transform:scale(0);animation:_rp .6s linear;pointer-events:none;z-index:70}@keyframes _rp{to{transform:scale(4);opacity:0}}',
  flashing: '@keyframes _flash{50%{opacity:.5}}._an-flashing{animation:_flash 1.5s infinite}',
  pulse: '@keyframes _pulse{50%{transform:scale(1.05)}}._an-pulse{animation:_pulse 1.5s infinite}',
  growRotate: '._an-growRotate{transition:transform .3s}._an-growRotate:hover{transform:scale(1.1) rotate(4deg)}',
  buzz: '@keyframes _buzz{25%{transform:translateX(3px) rotate(2deg)}75%{transform:translateX(-3px) rotate(-2deg)}}._an-buzz:hover{animation:_buzz .15s linear infinite}',
  bounceIn: '@keyframes _bounceIn{0%{opacity:0;transform:scale(.3)}60%{opacity:1;transform:scale(1.05)}100%{transform:scale(1)}}._an-bounceIn{animation:_bounceIn .6s both}',
  wobbleH: '@keyframes _wobble{25%{transform:translateX(-6px)}50%{transform:translateX(4px)}75%{transform:translateX(-2px)}}._an-wobbleH:hover{animation:_wobble .6s}',
  shadow: '._an-shadow{transition:box-shadow .3s}._an-shadow:hover{box-shadow:0 8px 16px rgba(0,0,0,.25)}',
  floatShadow: '._an-floatShadow{transition:transform .3s,box-shadow .3s}._an-floatShadow:hover{transform:translateY(-4px);box-shadow:0 12px 16px -8px rgba(0,0,0,.35)}',
};

export const REDUCED_MOTION_CSS = '@media (prefers-reduced-motion:reduce){[class*=_an-]{animation:none!important;transition:none!important}}';
