/**
 * A lead form: its fields and submit button are its children. Published, it posts to the page's
 * lead address with what the server needs besides the fields, and the page carries the form script.
 */
import { afterSubmitOf } from '../after-submit';
import { DEFAULT_SUBMIT_TEXT, DEFAULT_SUBMIT_TEXT_RU } from '../constants';
import { FORM_META, formNameOf, submitTextOf } from '../forms';
import { DEFAULT_GOAL, goalOf } from '../goals';
import type { Widget } from '../model';
import { el, type Attrs, type ElementNode, type Mode } from '../render/description';
import { children, edit, type DescribeContext } from '../render/describe-kit';
import { safeUrl } from '../render/escape';
import { fillAttrs } from '../render/fill-slot';
import { defineWidget } from './define';
import { FLEX_COLUMN } from './shared';

/**
 * What a form posts besides its fields (engine/forms.ts FORM_META): its name, page and id, and a
 * honeypot that people never see (off-screen, out of the tab order) and bots fill in — labelled
 * like any field (so checkers find no unlabelled input), hidden from people and assistive tech.
 */
function formMeta(w: Widget, ctx: DescribeContext): ElementNode[] {
  const pageId = ctx.pageId ?? '';
  const hidden = (name: string, value: string | number) => el('input', [['type', 'hidden'], ['name', name], ['value', value]]);
  return [
    hidden(FORM_META.formName, formNameOf(w)),
    ...(pageId === '' ? [] : [hidden(FORM_META.pageId, pageId)]),
    hidden(FORM_META.formId, w.id),
    el('label', [['aria-hidden', 'true'], ['style', 'position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden']],
      { text: 'Website' }, el('input', [['name', FORM_META.honeypot], ['tabindex', -1], ['autocomplete', 'off']])),
  ];
}

/** Where the page script takes the visitor after a stored lead: a popup, or an address (with the visit's UTM tags when asked). */
function afterAttrs(w: Widget): Attrs {
  const after = afterSubmitOf(w);
  if (after.kind === 'popup') return [['data-popup', after.modalId]];
  if (after.kind === 'url') return [['data-next', safeUrl(after.url)], ['data-utm', after.utm]];
  return [];
}

/** A form posts leads where the page says; on the canvas it posts nothing (no action, no hidden fields, no status line). */
function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  if (edit(mode)) return el('form', [], ...children(w, ctx));
  return el('form', [['action', safeUrl(ctx.leadUrl ?? '/leads')], ['method', 'post'], ['data-form', true], ...fillAttrs([['data-success', submitTextOf(w, ctx.lang ?? 'ru')]], mode),
    ['data-goal', goalOf(w) ?? DEFAULT_GOAL], ...afterAttrs(w)],
    ...formMeta(w, ctx),
    ...children(w, ctx),
    el('p', [['role', 'status'], ['hidden', true]]));
}

export default defineWidget({
  type: 'widget-form',
  catalogue: [{ key: 'form', category: 'form', titles: { en: 'Form', ru: 'Форма' },
    cfg: { formName: '', email: '' }, en: { submitText: DEFAULT_SUBMIT_TEXT }, ru: { submitText: DEFAULT_SUBMIT_TEXT_RU },
    style: { desktop: { ...FLEX_COLUMN, gap: '12px' } }, children: ['input-text', 'input-phone', 'consent', 'submit-button'] }],
  box: true,
  editor: { textual: true, content: ['form'] },
  look: { spaced: true },
  describe,
  page: [{ marker: 'data-form', script: 'form' }, { marker: 'data-fill-attrs', script: 'engage' }],
});
