// Consent to personal-data processing: what the checkbox renders, its version, and the one rule the
// server (validateLead) and the intake (takeConsents) apply; a new form asks for it, an old one does
// not; a form may carry several boxes, each required or not, each answered and kept on its own.
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { CONSENT_DEFAULTS, consentPolicyUrl, consentRule, consentVersion, takeConsents } from './consent';
import { consentsOf, formsOf, validateLead, type FormRules } from './forms';
import type { PageDocument } from './model';
import { pget } from './pmap';
import { renderPage } from './render';
import { addInside, addRoot, docWith } from './test-fixtures';
import { childIds } from './tree';

const addForm = (lang: 'ru' | 'en'): PageDocument =>
  docWith({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang });
const consentOf = (doc: PageDocument) => {
  const id = childIds(doc.page, 1).find((c) => pget(doc.page.widgets, c)?.type === 'widget-consent');
  return id === undefined ? undefined : pget(doc.page.widgets, id);
};
const setCfg = (doc: PageDocument, id: number, path: string, value: unknown) => apply(doc, { type: 'widget.param.set', id, path, value }).doc;

describe('consent checkbox', () => {
  it('comes with a new form, required, in the interface language, right above the submit button', () => {
    for (const lang of ['ru', 'en'] as const) {
      const doc = addForm(lang);
      const types = childIds(doc.page, 1).map((c) => pget(doc.page.widgets, c)?.type);
      expect(types).toEqual(['widget-input', 'widget-input', 'widget-consent', 'widget-button']);
      expect(consentOf(doc)?.cfg).toMatchObject({ name: 'consent', required: true, text: CONSENT_DEFAULTS[lang].text, linkText: CONSENT_DEFAULTS[lang].linkText });
      const rule = formsOf(doc, lang).forms['1'].consents?.[0];
      // Without a policy address the link's words are read as plain text: the sentence is whole.
      expect(rule).toMatchObject({ name: 'consent', required: true, text: `${CONSENT_DEFAULTS[lang].text} ${CONSENT_DEFAULTS[lang].linkText}` });
    }
  });

  it('leaves a form without the checkbox (a page made before) unchanged: no consent rule, no consent asked', () => {
    const doc = docWith(addRoot('form'));
    const bare = apply(doc, { type: 'widget.delete', id: consentOf(doc)?.id ?? -1 }).doc;
    const form = formsOf(bare, 'ru').forms['1'];
    expect(consentsOf(form)).toEqual([]);
    expect(validateLead(form, { name: 'Анна', phone: '+79001234567' })).toEqual({});
    expect(renderPage(bare).html).not.toContain('data-consent');
  });

  it('renders a labelled checkbox posting the text\'s version, with the policy link opening apart', () => {
    let doc = addForm('ru');
    const c = consentOf(doc);
    if (c === undefined) throw new Error('no consent');
    doc = setCfg(doc, c.id, 'policyUrl', '/policy');
    const { html } = renderPage(doc, { leadUrl: '/__lead' });
    const rule = formsOf(doc, 'ru').forms['1'].consents?.[0];
    expect(rule?.text).toBe(`${CONSENT_DEFAULTS.ru.text} ${CONSENT_DEFAULTS.ru.linkText}`);
    expect(html).toMatch(new RegExp(`<label[^>]*><input type=checkbox name=consent value=${rule?.version} required data-consent`));
    expect(html).toContain(`<a href="/policy" target=_blank rel=noopener style="color:inherit">${CONSENT_DEFAULTS.ru.linkText}</a>`);
  });

  it('links only to a page of the site or an https address', () => {
    expect(consentPolicyUrl('/policy')).toBe('/policy');
    expect(consentPolicyUrl('https://example.ru/privacy')).toBe('https://example.ru/privacy');
    for (const bad of ['javascript:alert(1)', 'http://example.ru/p', '//evil.example/p', 'policy', 'https://nohost', '']) expect(consentPolicyUrl(bad), bad).toBeNull();
    const doc = addForm('ru');
    const c = consentOf(doc);
    if (c === undefined) throw new Error('no consent');
    const html = renderPage(setCfg(doc, c.id, 'policyUrl', 'javascript:alert(1)')).html;
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<a [^>]*>политикой/);
    expect(html).toContain(`${CONSENT_DEFAULTS.ru.text} ${CONSENT_DEFAULTS.ru.linkText}</span>`);
  });

  it('versions the text as shown: the same words the same version, edited words a new one', () => {
    expect(consentVersion('Согласен')).toBe(consentVersion('Согласен'));
    expect(consentVersion('Согласен')).not.toBe(consentVersion('Согласна'));
    expect(consentVersion('x')).toMatch(/^[0-9a-f]{14}$/);
    const doc = addForm('ru');
    const c = consentOf(doc);
    if (c === undefined) throw new Error('no consent');
    const before = consentRule(c).version;
    const edited = consentOf(setCfg(doc, c.id, 'text', 'Я согласен на обработку данных'));
    expect(edited && consentRule(edited).version).not.toBe(before);
  });

  it('the server refuses a lead without a required consent and takes one with it; an optional one may be left', () => {
    const doc = addForm('ru');
    const form = formsOf(doc, 'ru').forms['1'];
    const answers = { name: 'Анна', phone: '+7 900 123-45-67' };
    expect(validateLead(form, answers)).toEqual({ consent: 'consent' });
    expect(validateLead(form, { ...answers, consent: ' ' })).toEqual({ consent: 'consent' });
    expect(validateLead(form, { ...answers, consent: consentsOf(form)[0].version })).toEqual({});
    const c = consentOf(doc);
    if (c === undefined) throw new Error('no consent');
    const optional = formsOf(setCfg(doc, c.id, 'required', false), 'ru').forms['1'];
    expect(validateLead(optional, answers)).toEqual({});
  });

  it('keeps with the lead the published text, its version and the time, apart from the answers', () => {
    const form = formsOf(addForm('ru'), 'ru').forms['1'];
    const at = new Date('2026-11-29T10:00:00Z');
    const [rule] = consentsOf(form);
    const given = takeConsents(consentsOf(form), { name: 'Анна', consent: 'old-version' }, at);
    expect(given.answers).toEqual({ name: 'Анна' });
    expect(given.consents).toEqual([{ name: 'consent', text: rule.text, version: rule.version, required: true, given: true, at: '2026-11-29T10:00:00.000Z' }]);
    expect(takeConsents([], { name: 'Анна', consent: 'x' }, at)).toEqual({ answers: { name: 'Анна', consent: 'x' }, consents: [] });
  });

  it('a second box gets a name of its own; every required box must be ticked, an optional one may be left, and the lead keeps each answer', () => {
    let doc = addForm('ru');
    const first = consentOf(doc);
    if (first === undefined) throw new Error('no consent');
    doc = apply(doc, addInside(1, 'consent')).doc;
    const second = childIds(doc.page, 1).map((c) => pget(doc.page.widgets, c)).filter((w) => w?.type === 'widget-consent' && w.id !== first.id)[0];
    if (second === undefined) throw new Error('no second consent');
    doc = setCfg(doc, second.id, 'required', false);
    doc = setCfg(doc, second.id, 'text', 'Хочу получать новости и скидки');
    doc = setCfg(doc, second.id, 'linkText', '');
    const form = formsOf(doc, 'ru').forms['1'];
    // The new box lands above the first one (where anything added at a form's end goes); the rules keep the form's order.
    const [mail, data] = consentsOf(form);
    expect([data.name, data.required, mail.name, mail.required, mail.text]).toEqual(['consent', true, 'consent2', false, 'Хочу получать новости и скидки']);
    // Rendered apart, each posting its own name and version.
    const { html } = renderPage(doc, { leadUrl: '/__lead' });
    expect(html).toMatch(new RegExp(`name=consent value=${data.version} required data-consent`));
    expect(html).toMatch(new RegExp(`name=consent2 value=${mail.version} data-consent`));
    const answers = { name: 'Анна', phone: '+7 900 123-45-67' };
    expect(validateLead(form, { ...answers, consent2: mail.version })).toEqual({ consent: 'consent' });
    expect(validateLead(form, { ...answers, consent: data.version })).toEqual({});
    const at = new Date('2026-11-29T10:00:00Z');
    const kept = takeConsents(consentsOf(form), { ...answers, consent: data.version }, at);
    expect(kept.answers).toEqual(answers);
    expect(kept.consents.map((c) => [c.name, c.text, c.required, c.given])).toEqual([
      ['consent2', 'Хочу получать новости и скидки', false, false], ['consent', data.text, true, true],
    ]);
    // Two required boxes: each one missing is named.
    const both = formsOf(setCfg(doc, second.id, 'required', true), 'ru').forms['1'];
    expect(validateLead(both, answers)).toEqual({ consent: 'consent', consent2: 'consent' });
  });

  it('reads a form stored by a page published before several boxes (its one `consent`) the same way', () => {
    const form = formsOf(addForm('ru'), 'ru').forms['1'];
    const { consents, ...rest } = form;
    const old: FormRules = { ...rest, consent: consents?.[0] };
    expect(consentsOf(old)).toEqual(consents);
    expect(validateLead(old, { name: 'Анна', phone: '+7 900 123-45-67' })).toEqual({ consent: 'consent' });
  });

  it('a field added to the form goes above the consent', () => {
    const doc = apply(addForm('ru'), addInside(1, 'input-email')).doc;
    expect(childIds(doc.page, 1).map((c) => pget(doc.page.widgets, c)?.type)).toEqual(['widget-input', 'widget-input', 'widget-input', 'widget-consent', 'widget-button']);
  });
});
