/**
 * Turns widget drafts (from widget.add / replace / paste / clone) into concrete subtrees:
 * catalogue defaults for missing fields, ids, parentIds, and the per-page rules (one cookie
 * notice, unique element ids, children only where a widget can hold them).
 */
import { canHaveChildren, catalogueEntry, isLang, KNOWN_WIDGET_TYPES, widgetVersion } from '../catalogue';
import { MESSAGES } from '../constants';
import { fail } from '../errors';
import type { AddOptions, SubtreeDraft } from '../events';
import type { AnyWidgetType, Cfg, PageDocument, Widget } from '../model';
import { storedWidgetType } from '../widgets/registry';
import { pforEach } from '../pmap';
import { compactStyle } from '../styles';
import type { Subtree } from '../tree';
import { isValidWidgetClass } from '../validate';
import { allTrees, idInUse } from './context';
import { pageDesignLook } from './design-look';

export interface Materialized {
  readonly sub: Subtree;
  readonly nextId: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function normaliseType(type: string, options: AddOptions = {}): { type: AnyWidgetType; title: string | undefined } {
  const entry = catalogueEntry(type);
  const nameLang = options.nameLang ?? options.lang;
  if (entry !== undefined) return { type: entry.type, title: entry.titles[isLang(nameLang) ? nameLang : 'en'] };
  if (!/^[\w-]+$/.test(type.replace(/^widget-/, ''))) fail('event.invalid', `Unknown widget type '${type}'`);
  return { type: storedWidgetType(type.startsWith('widget-') ? (type as `widget-${string}`) : `widget-${type}`), title: undefined };
}

/**
 * @param fresh true for copies (paste, clone): ids are always new and element ids are dropped,
 * so a copy never collides with its original.
 */
export function materialize(doc: PageDocument, draft: SubtreeDraft, parentId: number | null, fresh: boolean, options: AddOptions = {}): Materialized {
  let nextId = doc.nextId;
  const lang = isLang(options.lang) ? options.lang : 'en';
  const look = options.design === true ? pageDesignLook(doc) : undefined;
  const seen = new Set<number>();
  let cookies = 0;

  const build = (d: SubtreeDraft, parent: number | null): Subtree => {
    const w: unknown = isObject(d) ? d.widget : undefined;
    if (!isObject(w) || typeof w.type !== 'string') fail('event.invalid', 'A widget draft needs a type');
    const entry = catalogueEntry(w.type);
    const { type, title } = normaliseType(w.type, options);
    let id: number;
    if (!fresh && w.id !== undefined) {
      if (typeof w.id !== 'number' || !Number.isSafeInteger(w.id) || w.id <= 0) fail('event.invalid', 'A widget id must be a positive integer');
      id = w.id;
      if (seen.has(id) || idInUse(doc, id)) fail('widget.duplicateId', `Widget id ${id} is already in use`);
    } else {
      while (seen.has(nextId) || idInUse(doc, nextId)) nextId++;
      id = nextId++;
    }
    seen.add(id);
    if (id >= nextId) nextId = id + 1;

    if (w.cfg !== undefined && !isObject(w.cfg)) fail('event.invalid', `Widget ${id}: cfg must be an object`);
    if (w.style !== undefined && !isObject(w.style)) fail('event.invalid', `Widget ${id}: style must be an object`);
    let cfg: Cfg = (w.cfg as Cfg | undefined) ?? entry?.content[lang] ?? {};
    if (w.cfg === undefined && type === 'widget-form' && !cfg.formName) cfg = { ...cfg, formName: `${title ?? 'Form'} ${id}` };
    if (typeof cfg.elementId === 'string' && cfg.elementId !== '') {
      if (fresh) {
        const { elementId: _dropped, ...rest } = cfg;
        cfg = rest;
      }
      // Explicit drafts keep their element id as is: undo of a delete must never be refused.
      // Format and uniqueness are enforced where an id is typed in (widget.param.set).
    }
    let classes = w.classes ?? [];
    if (!Array.isArray(classes) || !classes.every(isValidWidgetClass)) fail('widget.invalidClass', MESSAGES.invalidClass);
    if (type === 'widget-cookie') cookies++;
    let style = (w.style as Widget['style'] | undefined) ?? entry?.style ?? {};
    // A catalogue widget in the page's design: its design class instead of the catalogue's own look.
    if (look !== undefined && w.classes === undefined && w.style === undefined) {
      const styled = look(type, cfg, style, parent === null);
      classes = styled.classes;
      style = styled.style;
    }

    const widget: Widget = {
      id, type,
      name: typeof w.name === 'string' ? w.name : (title ?? type.slice('widget-'.length)),
      cfg, classes: classes as (string | number)[],
      style: compactStyle(style),
      parentId: parent,
      v: typeof w.v === 'string' ? w.v : widgetVersion(type),
      ...(typeof w.contentType === 'string' ? { contentType: w.contentType } : {}),
    };
    const childDrafts: readonly SubtreeDraft[] = d.children ?? (entry?.children ?? []).map((key) => ({ widget: { type: key } }));
    if (!Array.isArray(childDrafts)) fail('event.invalid', `Widget ${id}: children must be a list`);
    if (childDrafts.length > 0 && KNOWN_WIDGET_TYPES.has(type) && !canHaveChildren(type)) {
      fail('widget.noChildren', `A ${type} widget cannot hold other widgets`);
    }
    return { widget, children: childDrafts.map((c) => build(c, id)) };
  };

  const sub = build(draft, parentId);
  if (cookies > 0) assertNoCookie(doc, cookies);
  return { sub, nextId };
}

/** SPEC §4: one cookie-notice widget per page (the page and its modals together). */
function assertNoCookie(doc: PageDocument, adding: number): void {
  let existing = 0;
  for (const { tree } of allTrees(doc)) pforEach(tree.widgets, (w) => { if (w.type === 'widget-cookie') existing++; });
  if (existing + adding > 1) fail('widget.cookieExists', 'Only one cookie notice is allowed per page');
}

/** SPEC §5: 'Виджет с таким id уже существует' when another widget already uses the element id. */
export function assertElementIdFree(doc: PageDocument, elementId: string, widgetId: number): void {
  for (const { tree } of allTrees(doc)) {
    pforEach(tree.widgets, (w) => {
      if (w.id !== widgetId && w.cfg.elementId === elementId) fail('widget.duplicateElementId', MESSAGES.duplicateElementId);
    });
  }
}
