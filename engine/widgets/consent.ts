/**
 * A form's consent checkbox (152-FZ): a text the owner edits and a link to the site's policy. It
 * posts the text's version when ticked; the form's rule (forms.ts, consent.ts) makes the server
 * refuse a lead without it while it is required, and the page script asks for it first.
 */
import { CONSENT_DEFAULTS, CONSENT_NAME, consentNameOf, consentPolicyUrl, consentRule } from '../consent';
import type { Widget } from '../model';
import { el, type ElementNode, type Mode } from '../render/description';
import { edit, slot, str, type DescribeContext } from '../render/describe-kit';
import { defineWidget } from './define';

function describe(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const rule = consentRule(w);
  const policy = consentPolicyUrl(w.cfg.policyUrl);
  const linkText = str(w.cfg.linkText).trim();
  const box = el('input', [['type', 'checkbox'], ['name', consentNameOf(w)], ['value', rule.version], ['required', rule.required],
    ['data-consent', true], ['inert', edit(mode)], ['style', 'flex:none;width:18px;height:18px;margin:2px 0 0;padding:0']]);
  // The link takes the text's colour (underlined, as a browser draws links) so it reads on any block's background.
  // Without a policy address the link's words stay as plain text, so the sentence never ends mid-way.
  const link = linkText === '' ? [] : [{ text: ' ' }, policy === null ? { text: linkText }
    : el('a', [['href', policy], ['target', '_blank'], ['rel', 'noopener'], ['style', 'color:inherit']], { text: linkText })];
  return el('label', [], box, el('span', [['style', 'flex:1;min-width:0']], slot(w, 'text'), ...link));
}

export default defineWidget({
  type: 'widget-consent',
  title: { en: 'Consent checkbox', ru: 'Согласие на обработку данных' },
  catalogue: [{
    key: 'consent', category: 'form', titles: { en: 'Consent checkbox', ru: 'Согласие на обработку данных' },
    cfg: { name: CONSENT_NAME, required: true, policyUrl: '' },
    en: CONSENT_DEFAULTS.en, ru: CONSENT_DEFAULTS.ru,
    style: { desktop: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start', gap: '8px', fontSize: '14px' } },
  }],
  editor: { textual: true, content: ['consent'], inlineText: 'text' },
  describe,
});
