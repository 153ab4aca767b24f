/** Widget property events: rename, cfg params, per-screen style, classes, hide/show. */
import { fail, show } from '../errors';
import type { DocEvent, WidgetEvent } from '../events';
import { SCREENS, type Cfg, type PageDocument, type Screen, type StyleDecl, type Widget } from '../model';
import { MESSAGES } from '../constants';
import { fieldNameTaken } from '../form-names';
import { compactStyle, isHiddenOn } from '../styles';
import { requireWidget, setWidget } from '../tree';
import { AFTER_SUBMIT_CFG, assertAfterSubmitUrl } from '../after-submit';
import { assertElementId, assertVideoLink, assertWidgetClass } from '../validate';
import { type ApplyResult, isJsonValue, scoped, treeOf, withTree } from './context';
import { assertElementIdFree } from './materialize';

type Of<T extends WidgetEvent['type']> = Extract<WidgetEvent, { type: T }>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function parsePath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') fail('event.invalid', 'A param path is required');
  const segs = path.split('.');
  if (segs.some((s) => s === '' || FORBIDDEN.has(s))) fail('event.invalid', `Invalid param path '${path}'`);
  return segs;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function getIn(obj: unknown, segs: readonly string[]): unknown {
  let cur = obj;
  for (const s of segs) {
    if (!isRecord(cur)) return undefined;
    cur = cur[s];
  }
  return cur;
}

function setIn(obj: Record<string, unknown>, segs: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = segs;
  const child = obj[head];
  return { ...obj, [head]: rest.length === 0 ? value : setIn(isRecord(child) ? child : {}, rest, value) };
}

function deleteIn(obj: Record<string, unknown>, segs: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = segs;
  if (!(head in obj)) return obj;
  if (rest.length === 0) {
    const { [head]: _gone, ...others } = obj;
    return others;
  }
  const child = obj[head];
  return isRecord(child) ? { ...obj, [head]: deleteIn(child, rest) } : obj;
}

function update(doc: PageDocument, fragmentId: number | undefined, w: Widget): PageDocument {
  return withTree(doc, fragmentId, setWidget(treeOf(doc, fragmentId), w));
}

/** Undo of any cfg change restores the whole top-level key: exact even when parents were created. */
function cfgInverse(id: number, fragmentId: number | undefined, cfg: Cfg, key: string): DocEvent {
  return key in cfg
    ? { type: 'widget.param.set', id, path: key, value: cfg[key], ...scoped(fragmentId) }
    : { type: 'widget.param.delete', id, path: key, ...scoped(fragmentId) };
}

function withCfg(doc: PageDocument, fragmentId: number | undefined, w: Widget, cfg: Cfg, key: string): ApplyResult {
  return { doc: update(doc, fragmentId, { ...w, cfg }), inverse: [cfgInverse(w.id, fragmentId, w.cfg, key)] };
}

export function renameWidget(doc: PageDocument, e: Of<'widget.rename'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  if (typeof e.name !== 'string') fail('event.invalid', 'A widget name must be a string');
  return {
    doc: update(doc, e.fragmentId, { ...w, name: e.name }),
    inverse: [{ type: 'widget.rename', id: w.id, name: w.name, ...scoped(e.fragmentId) }],
  };
}

export function setParam(doc: PageDocument, e: Of<'widget.param.set'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  const segs = parsePath(e.path);
  if (!isJsonValue(e.value)) fail('event.invalid', `Param '${e.path}' needs a JSON value`);
  if (e.path === 'elementId' && e.value !== '') {
    assertElementId(e.value);
    assertElementIdFree(doc, e.value, w.id);
  }
  if (w.type === 'widget-video' && e.path === 'url') assertVideoLink(e.value);
  if (w.type === 'widget-input' && e.path === 'name' && typeof e.value === 'string' && fieldNameTaken(treeOf(doc, e.fragmentId), w.id, e.value)) {
    fail('widget.duplicateFieldName', MESSAGES.duplicateFieldName);
  }
  if (w.type === 'widget-form' && e.path === AFTER_SUBMIT_CFG.url) assertAfterSubmitUrl(e.value);
  if (getIn(w.cfg, segs) === e.value && typeof e.value !== 'object') return { doc, inverse: [] };
  return withCfg(doc, e.fragmentId, w, setIn(w.cfg, segs, e.value), segs[0]);
}

export function deleteParam(doc: PageDocument, e: Of<'widget.param.delete'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  const segs = parsePath(e.path);
  if (getIn(w.cfg, segs) === undefined) return { doc, inverse: [] };
  return withCfg(doc, e.fragmentId, w, deleteIn(w.cfg, segs), segs[0]);
}

function requireScreen(screen: unknown): Screen {
  if (!SCREENS.includes(screen as Screen)) fail('event.invalid', `Unknown screen '${show(screen)}'`);
  return screen as Screen;
}

export function setStyle(doc: PageDocument, e: Of<'widget.style.set'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  const screen = requireScreen(e.screen);
  if (!isRecord(e.props)) fail('event.invalid', 'Style props must be an object');
  const old: StyleDecl = w.style[screen] ?? {};
  const decl: Record<string, string | number> = { ...old };
  const undo: Record<string, string | number | null> = {};
  for (const [prop, value] of Object.entries(e.props)) {
    if (FORBIDDEN.has(prop)) fail('event.invalid', `Invalid style property '${prop}'`);
    if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      fail('event.invalid', `Style value of '${prop}' must be a string, a number or null`);
    }
    undo[prop] = prop in old ? old[prop] : null;
    if (value === null) delete decl[prop];
    else decl[prop] = value;
  }
  const style = compactStyle({ ...w.style, [screen]: decl });
  return {
    doc: update(doc, e.fragmentId, { ...w, style }),
    inverse: [{ type: 'widget.style.set', id: w.id, screen, props: undo, ...scoped(e.fragmentId) }],
  };
}

export function addClass(doc: PageDocument, e: Of<'widget.class.add'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  assertWidgetClass(e.className);
  if (w.classes.includes(e.className)) return { doc, inverse: [] };
  const classes = w.classes.slice();
  classes.splice(Math.max(0, Math.min(e.index ?? classes.length, classes.length)), 0, e.className);
  return {
    doc: update(doc, e.fragmentId, { ...w, classes }),
    inverse: [{ type: 'widget.class.remove', id: w.id, className: e.className, ...scoped(e.fragmentId) }],
  };
}

export function removeClass(doc: PageDocument, e: Of<'widget.class.remove'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  const index = w.classes.indexOf(e.className);
  if (index < 0) return { doc, inverse: [] };
  return {
    doc: update(doc, e.fragmentId, { ...w, classes: w.classes.filter((c) => c !== e.className) }),
    inverse: [{ type: 'widget.class.add', id: w.id, className: e.className, index, ...scoped(e.fragmentId) }],
  };
}

/** Hidden flags live in cfg.hidden per screen and inherit downward like styles. */
export function setHidden(doc: PageDocument, e: Of<'widget.hide'> | Of<'widget.show'>): ApplyResult {
  const w = requireWidget(treeOf(doc, e.fragmentId), e.id);
  const screen = requireScreen(e.screen ?? 'desktop');
  const hide = e.type === 'widget.hide';
  const current: Record<string, unknown> = isRecord(w.cfg.hidden) ? w.cfg.hidden : {};
  let hidden: Record<string, unknown>;
  if (hide) {
    hidden = { ...current, [screen]: true };
  } else {
    const { [screen]: _gone, ...rest } = current;
    hidden = rest;
    // Still hidden through a bigger screen's flag: say "shown" explicitly on this one.
    if (isHiddenOn({ hidden }, screen)) hidden = { ...hidden, [screen]: false };
  }
  const same = Object.keys(hidden).length === Object.keys(current).length && Object.keys(hidden).every((k) => hidden[k] === current[k]);
  if (same) return { doc, inverse: [] };
  const cfg = Object.keys(hidden).length === 0 ? deleteIn(w.cfg, ['hidden']) : { ...w.cfg, hidden };
  return withCfg(doc, e.fragmentId, w, cfg, 'hidden');
}
