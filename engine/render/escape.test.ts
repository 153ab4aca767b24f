// Script links survived safeUrl because it read URLs differently from the browser
// (`java\tscript:` is `javascript:` to the URL parser). The oracle here is Node's URL class, which
// implements the same WHATWG URL Standard as Chromium.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRoot, docWith } from '../test-fixtures';
import { asBrowserReadsUrl, safeUrl } from './escape';
import { renderPage } from '.';

const SAFE = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The scheme a browser would follow `href` with, on a page at https://page.example/a/. */
function protocolOf(href: string): string | null {
  try {
    return new URL(href, 'https://page.example/a/').protocol;
  } catch {
    return null; // not a URL at all: the browser does not navigate
  }
}

const C0_OR_SPACE = fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c));
const TAB_OR_NEWLINE = fc.constantFrom('\t', '\n', '\r');
const ANY_CONTROL = fc.oneof(C0_OR_SPACE, TAB_OR_NEWLINE, fc.constant('\u007f'));

/** A dangerous scheme in random case with tabs/newlines (or other controls) between its letters. */
const hostileUrl = fc.record({
  scheme: fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'livescript'),
  upper: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  inside: fc.array(fc.option(fc.string({ unit: ANY_CONTROL, maxLength: 3 }), { nil: undefined }), { minLength: 12, maxLength: 12 }),
  before: fc.string({ unit: C0_OR_SPACE, maxLength: 4 }),
  beforeColon: fc.string({ unit: TAB_OR_NEWLINE, maxLength: 2 }),
  payload: fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', '//%0aalert(1)'),
}).map(({ scheme, upper, inside, before, beforeColon, payload }) =>
  before + [...scheme].map((ch, i) => (inside[i] ?? '') + (upper[i] ? ch.toUpperCase() : ch)).join('') + beforeColon + ':' + payload);

describe('safeUrl', () => {
  it('never lets a browser follow anything but http(s), mailto or tel (control characters inside the scheme)', () => {
    fc.assert(fc.property(hostileUrl, (url) => {
      const out = safeUrl(url);
      const protocol = protocolOf(out);
      expect(protocol === null || SAFE.has(protocol), `${JSON.stringify(url)} → ${JSON.stringify(out)} (${protocol})`).toBe(true);
    }), { numRuns: 2000 });
  });

  it('holds for any string at all', () => {
    fc.assert(fc.property(fc.string({ unit: fc.oneof(ANY_CONTROL, fc.constantFrom('j', 'a', 'v', 's', 'c', 'r', 'i', 'p', 't', ':', '/', '#', '?', '%', '&')), maxLength: 30 }), (url) => {
      const protocol = protocolOf(safeUrl(url));
      expect(protocol === null || SAFE.has(protocol)).toBe(true);
    }), { numRuns: 3000 });
  });

  it('refuses the reported cases and their relatives', () => {
    for (const url of ['java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'JaVa\r\nScRiPt:alert(1)', ' \u0000javascript:alert(1)', 'javascript\t:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('#');
    }
  });

  it('keeps web, mail and phone links, anchors and relative paths as written', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      expect(safeUrl(url)).toBe(url);
    }));
    for (const url of ['mailto:hi@example.com', 'tel:+79001234567', 'HTTPS://Example.com/', '#about', '/price', './a.html', '../b', '?utm=1', 'page.html', '//cdn.example/x.png']) {
      expect(safeUrl(url)).toBe(url);
    }
    expect(safeUrl('')).toBe('#');
    expect(safeUrl(null)).toBe('#');
  });

  it('reads a URL as the WHATWG parser does: strips C0 controls and spaces at the ends, tabs and newlines anywhere', () => {
    expect(asBrowserReadsUrl('\u0000 \thttps://a.example/x\ny \u001f')).toBe('https://a.example/xy');
    // The same string the URL class ends up with (for a URL that stays valid).
    fc.assert(fc.property(fc.string({ unit: C0_OR_SPACE, maxLength: 3 }), fc.string({ unit: TAB_OR_NEWLINE, maxLength: 3 }), (pad, mid) => {
      const url = `${pad}https://a.example/p${mid}q${pad}`;
      expect(new URL(asBrowserReadsUrl(url)).href).toBe(new URL(url).href);
    }));
  });
});

describe('published links and embeds (the 15 reported executions)', () => {
  const payloads = ['java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)'];
  const placements = {
    map: (u: string) => addRoot('map', { cfg: { src: u } }),
    button: (u: string) => addRoot('button', { cfg: { text: 'Go', target: 'link', link: { value: u } } }),
    'link button': (u: string) => addRoot('link-button', { cfg: { text: 'Go', link: { value: u } } }),
    menu: (u: string) => addRoot('menu', { cfg: { items: [{ title: 'Go', href: u }] } }),
    'social links': (u: string) => addRoot('social-links', { cfg: { links: [{ network: 'vk', href: u }] } }),
  };

  /** Every href/src of the rendered HTML, decoded as the HTML parser would. */
  const urlsIn = (html: string) => [...html.matchAll(/\s(?:href|src)=(?:"([^"]*)"|([^\s>]+))/g)]
    .map((m) => (m[1] ?? m[2]).replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));

  for (const [where, add] of Object.entries(placements)) {
    it(`${where}: none of the payloads reaches the page as a script URL`, () => {
      for (const payload of payloads) {
        const { html } = renderPage(docWith(add(payload)), { document: true });
        const urls = urlsIn(html).filter((u) => u !== 'data:,');
        expect(urls.length, `${where} renders its link`).toBeGreaterThan(0);
        for (const u of urls) expect(SAFE.has(protocolOf(u) ?? 'https:') || u === '#', `${where} ${JSON.stringify(payload)} → ${u}`).toBe(true);
      }
    });
  }
});
