/**
 * A button: a link, a scroll to a block, a popup opener, the author's script, or a form's submit.
 * A popup opener makes the page carry the dialog script; a goal button reports its goal on click.
 */
import { goalOf } from '../goals';
import type { Widget } from '../model';
import { el, type ElementNode, type Mode } from '../render/description';
import { edit, linkAttrs, str, type DescribeContext } from '../render/describe-kit';
import { fillSlot } from '../render/fill-slot';
import { defineWidget } from './define';
import { BUTTON_CFG, BUTTON_STYLE } from './shared';

function buttonNode(w: Widget, mode: Mode): ElementNode {
  const text = fillSlot(w, 'text', mode, 'Button');
  switch (w.cfg.target) {
    case 'modal':
      return el('button', [['type', 'button'], ['data-modal', str(w.cfg.modalId)]], ...text);
    case 'scroll':
      return el('a', [['href', `#${str(w.cfg.blockId)}`]], ...text);
    case 'js':
      // The author's script runs on the published page only.
      return el('button', edit(mode) ? [['type', 'button']] : [['type', 'button'], ['onclick', str(w.cfg.script)]], ...text);
    case 'submit':
      return el('button', [['type', edit(mode) ? 'button' : 'submit']], ...text);
    default:
      return el('a', linkAttrs(w.cfg), ...text);
  }
}

function describe(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const node = buttonNode(w, mode);
  // A button marked as a goal reports it on click (published pages only: the page script's goal part).
  const goal = edit(mode) ? null : goalOf(w);
  return goal === null ? node : { ...node, attrs: [...node.attrs, ['data-goal', goal]] };
}

export default defineWidget({
  type: 'widget-button',
  catalogue: [
    { key: 'button', category: 'button', titles: { en: 'Button', ru: 'Кнопка' },
      cfg: BUTTON_CFG, en: { text: 'Button' }, ru: { text: 'Кнопка' }, style: BUTTON_STYLE },
    { key: 'submit-button', category: 'form', last: true, titles: { en: 'Submit button', ru: 'Кнопка отправки' },
      cfg: { ...BUTTON_CFG, target: 'submit', link: { value: '' } }, en: { text: 'Send' }, ru: { text: 'Отправить' }, style: BUTTON_STYLE },
  ],
  version: '0.3',
  editor: { textual: true, animated: true, content: ['button'], inlineText: 'text' },
  describe,
  page: [{ marker: 'data-modal', script: 'modal' }, { marker: 'data-fill', script: 'engage' }],
});
