// The same-site policy paths of a page's consent boxes: what the publish check asks the server about.
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import type { PageDocument } from './model';
import { pforEach } from './pmap';
import { consentPolicyPaths, sameSitePolicyPath } from './policy-links';
import { docWith } from './test-fixtures';

const addForm = (doc?: PageDocument): PageDocument => (doc === undefined
  ? docWith({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'ru' })
  : apply(doc, { type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'ru' }).doc);

/** Sets the policy address of every consent box, one value each in document id order. */
function linkConsents(doc: PageDocument, urls: string[]): PageDocument {
  const ids: number[] = [];
  pforEach(doc.page.widgets, (w) => { if (w.type === 'widget-consent') ids.push(w.id); });
  return ids.sort((a, b) => a - b).reduce((d, id, i) => apply(d, { type: 'widget.param.set', id, path: 'policyUrl', value: urls[i] }).doc, doc);
}

describe('consent policy paths', () => {
  it('reads a same-site address as its path, and nothing from an address elsewhere or no address', () => {
    expect(sameSitePolicyPath('/policy')).toBe('/policy');
    expect(sameSitePolicyPath(' /legal/privacy?from=form#top ')).toBe('/legal/privacy');
    expect(sameSitePolicyPath('/')).toBe('/');
    for (const none of ['https://example.org/policy', 'http://example.org/policy', '//evil.example/p', 'policy', '', null, 42]) expect(sameSitePolicyPath(none)).toBeNull();
  });

  it('lists each same-site path of the page\'s consent boxes once, leaving out links elsewhere', () => {
    let doc = addForm();
    doc = addForm(addForm(doc));
    expect(consentPolicyPaths(linkConsents(doc, ['/policy', '/policy#rights', 'https://example.org/policy']))).toEqual(['/policy']);
    expect(consentPolicyPaths(linkConsents(doc, ['/privacy', '/policy', '']))).toEqual(['/policy', '/privacy']);
    // A new form's consent has no policy address yet: nothing to check.
    expect(consentPolicyPaths(addForm())).toEqual([]);
  });
});
