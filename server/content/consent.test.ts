// Every form the product ships (in a page template, in either language, and in a ready block of
// the library) asks for consent to the processing of personal data: a required consent checkbox
// inside the form, before its submit button, in the page's language with a link to the policy.
import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../engine/consent';
import { catalogueEntry, consentRule, importContent, renderPage } from '../../engine/index';
import { shippedBlocks } from './collections';
import { CONSENT_POLICY_URL } from './consent';
import { POLICY_TEMPLATE_CODE } from './landing/policy';
import { getPageTemplateContent, listPageTemplates } from './templates';
import type { StoredContent, StoredTreeNode } from './types';

type Lang = 'ru' | 'en';

/** Each form of the content with its descendants in document order. */
function formsOf(content: StoredContent): { id: number; inside: StoredTreeNode[] }[] {
  const forms: { id: number; inside: StoredTreeNode[] }[] = [];
  const flatten = (n: StoredTreeNode): StoredTreeNode[] => n.cd.flatMap((c) => [c, ...flatten(c)]);
  const visit = (n: StoredTreeNode) => {
    if (n.type === 'widget-form') forms.push({ id: n.id, inside: flatten(n) });
    n.cd.forEach(visit);
  };
  content.tree.forEach(visit);
  return forms;
}

/** What is wrong with the consent of each form (an empty list when every form asks for it properly). */
function consentProblems(content: StoredContent, lang: Lang): string[] {
  const problems: string[] = [];
  for (const form of formsOf(content)) {
    const consents = form.inside.filter((n) => n.type === 'widget-consent');
    const submit = form.inside.findIndex((n) => n.type === 'widget-button' && content.widgets[n.id].cfg.target === 'submit');
    if (consents.length !== 1) { problems.push(`form ${form.id}: ${consents.length} consent checkboxes`); continue; }
    const at = form.inside.indexOf(consents[0]);
    if (submit < 0 || at > submit) problems.push(`form ${form.id}: the consent is not before the submit button`);
    const w = content.widgets[consents[0].id];
    const rule = consentRule({ id: w.id, type: 'widget-consent', name: w.name, cfg: w.cfg, classes: [], style: {}, parentId: w.parentId, v: w.v });
    if (!rule.required) problems.push(`form ${form.id}: the consent is not required`);
    if (rule.text !== `${CONSENT_DEFAULTS[lang].text} ${CONSENT_DEFAULTS[lang].linkText}`) problems.push(`form ${form.id}: the consent reads «${rule.text}»`);
    if (w.cfg.policyUrl !== CONSENT_POLICY_URL) problems.push(`form ${form.id}: the consent links to «${String(w.cfg.policyUrl)}»`);
  }
  return problems;
}

/** The published forms: each must carry a required consent box before its submit button. */
function publishedFormsAsk(content: StoredContent, lang: Lang): boolean[] {
  const { html } = renderPage(importContent(content), { lang });
  return [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => {
    const box = m[0].search(/<input\b[^>]*\bdata-consent\b[^>]*>/);
    const boxTag = m[0].match(/<input\b[^>]*\bdata-consent\b[^>]*>/)?.[0] ?? '';
    const submit = m[0].search(/<button\b[^>]*\btype="?submit/);
    return box >= 0 && submit > box && /\brequired\b/.test(boxTag) && m[0].includes(`href="${CONSENT_POLICY_URL}"`);
  });
}

describe('consent on every shipped form', () => {
  // The policy page is where the consent links to: it asks for nothing, so it has no form to check.
  const withForms = listPageTemplates().filter((t) => t.code !== POLICY_TEMPLATE_CODE);
  const templates = withForms.flatMap((t) => (['ru', 'en'] as const).map((lang) => [t.code, lang] as const));

  it('covers all sixteen templates that collect leads', () => {
    expect(withForms).toHaveLength(16);
    expect(listPageTemplates().map((t) => t.code)).toContain(POLICY_TEMPLATE_CODE);
  });

  it.each(['ru', 'en'] as const)('the policy page (%s) collects nothing: no form, no field, no consent box', (lang) => {
    const content = getPageTemplateContent(POLICY_TEMPLATE_CODE, lang);
    expect(formsOf(content)).toEqual([]);
    expect(Object.values(content.widgets).filter((w) => ['widget-form', 'widget-input', 'widget-consent'].includes(w.type))).toEqual([]);
  });

  it.each(templates)('template %s (%s): every form asks for a required consent before its button', (code, lang) => {
    const content = getPageTemplateContent(code, lang);
    expect(formsOf(content).length).toBeGreaterThan(0);
    // Its words, and its name in the editor's layers, are in the page's language.
    expect(consentProblems(content, lang)).toEqual([]);
    for (const w of Object.values(content.widgets).filter((x) => x.type === 'widget-consent')) expect(w.name).toBe(catalogueEntry('consent')?.titles[lang]);
    const published = publishedFormsAsk(content, lang);
    expect(published.length).toBe(formsOf(content).length);
    expect(published.every(Boolean)).toBe(true);
  });

  it('every ready block with a form asks for a required consent before its button', () => {
    const withForms = shippedBlocks().filter((b) => formsOf(b.content).length > 0);
    // the lead forms (first screen, form sections, call-back) and the subscription strip, in each collection
    expect(withForms.length).toBeGreaterThanOrEqual(4 * 4);
    const problems = withForms.flatMap((b) => consentProblems(b.content, 'ru').map((p) => `${b.id} ${b.key}: ${p}`));
    expect(problems).toEqual([]);
    for (const b of withForms) expect(publishedFormsAsk(b.content, 'ru').every(Boolean), `${b.id} ${b.key}`).toBe(true);
  });

  it('would notice a form without it', () => {
    const content = getPageTemplateContent('cafe', 'en');
    const consent = Object.values(content.widgets).find((w) => w.type === 'widget-consent');
    if (consent === undefined) throw new Error('the cafe template has no consent');
    const without: StoredContent = { ...content, tree: content.tree.map(function drop(n: StoredTreeNode): StoredTreeNode { return { ...n, cd: n.cd.filter((c) => c.id !== consent.id).map(drop) }; }) };
    expect(consentProblems(without, 'en')).toEqual([expect.stringContaining('0 consent checkboxes')]);
    const optional: StoredContent = { ...content, widgets: { ...content.widgets, [consent.id]: { ...consent, cfg: { ...consent.cfg, required: false } } } };
    expect(consentProblems(optional, 'en')).toEqual([expect.stringContaining('not required')]);
  });
});
