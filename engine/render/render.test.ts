import { describe, expect, it } from 'vitest';
import { apply } from '../apply';
import { WIDGET_CATALOGUE } from '../catalogue';
import { emptyDocument } from '../document';
import { addRoot, docWith } from '../test-fixtures';
import { renderPage } from '.';

describe('renderPage', () => {
  it('escapes every user value', () => {
    const doc = docWith(addRoot('text', { cfg: { text: '<script>alert(1)</script> & "q"' } }), addRoot('link-button', { cfg: { text: 'x', link: { value: 'javascript:alert(1)' } } }));
    const { html } = renderPage(doc);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
  });

  it('escapes the runs, marks and links of rich text: no markup of a paste or an import can run', () => {
    const hostile = [
      ['<img src=x onerror=alert(1)>', { t: '<script>alert(1)</script>', m: ['b'] }, { t: 'x', href: 'javascript:alert(1)' }, { t: 'y', href: 'java\tscript:alert(1)', target: '_blank' }],
      { list: 'ul', items: [[{ t: '"><svg onload=alert(1)>', href: 'https://ok.example/"onmouseover="alert(1)', target: '_blank' }]] },
      { list: '<script>', items: [['gone']] },
    ];
    const { html } = renderPage(docWith(addRoot('text', { cfg: { text: hostile } }), addRoot('heading', { cfg: { text: hostile } })));
    expect(html).not.toMatch(/<(script|img|svg)|javascript:|"onmouseover/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>xy');
    expect(html).toContain('<a href="https://ok.example/&quot;onmouseover=&quot;alert(1)" target=_blank rel="noopener noreferrer">&quot;&gt;&lt;svg onload=alert(1)&gt;</a>');
    expect(html).not.toContain('gone');
  });

  it('writes responsive CSS with the breakpoints of SPEC §9, desktop as the base', () => {
    let doc = docWith(addRoot('text', { style: { desktop: { color: '#111' }, laptop: { fontSize: '18px' }, tablet: { fontSize: '16px' }, mobile: { fontSize: '14px' } } }));
    doc = apply(doc, { type: 'widget.hide', id: 1, screen: 'mobile' }).doc;
    const { css, html } = renderPage(doc);
    expect(css).toContain('.a{color:#111}');
    expect(css).toContain('@media (max-width:1199px){.b{font-size:18px}}');
    expect(css).toContain('@media (max-width:991px){.c{font-size:16px}}');
    expect(css).toContain('@media (max-width:767px){.d{font-size:14px}}');
    expect(css).toContain('@media (max-width:767px){._h-xs{display:none!important}}');
    expect(html).toContain('class="a b c d _h-xs"');
  });

  it('shares one class between widgets with identical declarations', () => {
    let doc = emptyDocument();
    for (let i = 0; i < 300; i++) doc = apply(doc, addRoot('text', { cfg: { text: `Item ${i}` }, style: { desktop: { color: '#333333', fontSize: `${12 + (i % 3)}px` } } })).doc;
    const { css, html } = renderPage(doc);
    expect(css.match(/\.[a-z]\{color:#333333/g)).toHaveLength(3);
    expect(html.match(/<p class=a>/g)).toHaveLength(100);
  });

  it('renders modals as dialogs opened by buttons, with the script only then', () => {
    const plain = renderPage(docWith(addRoot('text')));
    expect(plain.js).toBe('');
    let doc = docWith({ type: 'fragment.create', title: 'Call me' }, addRoot('button', { cfg: { text: 'Open', target: 'modal', modalId: 1 } }));
    doc = apply(doc, { type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'h3' } }).doc;
    const r = renderPage(doc);
    expect(r.html).toContain('<button type=button class=a data-modal=1>Open</button>');
    expect(r.html).toContain('<dialog id=modal-1 aria-label="Call me"><button type=button class=_x data-close aria-label="Закрыть">×</button><h3>Heading</h3></dialog>');
    // The close button is named in the page's language.
    expect(renderPage(doc, { lang: 'en' }).html).toContain('<button type=button class=_x data-close aria-label=Close>×</button>');
    expect(r.js).toContain('showModal');
    expect(r.js).not.toContain('FormData');
  });

  it('posts forms to the lead URL with labelled fields, its id, a honeypot and the submit text in the page language', () => {
    const r = renderPage(docWith(addRoot('form')), { leadUrl: 'https://leads.example/api/leads', pageId: 12 });
    expect(r.html).toMatch(/<form class=\w+ action="https:\/\/leads.example\/api\/leads" method=post data-form data-success="Спасибо! Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время." data-goal=lead>/);
    expect(r.html).toContain('<input type=hidden name=page_id value=12>');
    expect(r.html).toMatch(/<input type=hidden name=form_id value=\d+>/);
    expect(r.html).toMatch(/<label aria-hidden=true style="[^"]*left:-9999px[^"]*">Website<input name=__website tabindex=-1 autocomplete=off><\/label>/);
    expect(r.html).toContain('<span>Phone</span><input type=tel name=phone autocomplete=tel data-phone required>');
    expect(r.html).toContain('<button type=submit');
    expect(r.js).toMatch(/fetch\(\w+\.action/);
    expect(r.js).toContain('randomUUID');
    expect(r.js).toContain('Обязательное поле');
    const en = renderPage(docWith(addRoot('form')), { lang: 'en' });
    expect(en.html).toContain('data-success="Thank you! Your application has been submitted. We will contact you shortly."');
    expect(en.js).toContain('Required field');
    expect(en.js).not.toContain('Обязательное поле');
  });

  it('lazy-loads images with width, height and alt, except the first screen\'s, which is fetched first', () => {
    const image = (src: string) => addRoot('image', { cfg: { src, alt: 'A cat', width: 400, height: 300 } });
    const r = renderPage(docWith(image('/first.jpg'), addRoot('text'), image('/a.jpg')), { document: true });
    expect(r.html).toContain('<img class=a src="/first.jpg" alt="A cat" width=400 height=300 fetchpriority=high>');
    expect(r.html).toContain('<link rel=preload as=image href="/first.jpg" fetchpriority=high>');
    expect(r.html).toContain('src="/a.jpg" alt="A cat" width=400 height=300 loading=lazy decoding=async>');
    // Past the first two blocks no image is the first screen's.
    const later = renderPage(docWith(addRoot('text'), addRoot('text'), image('/a.jpg')), { document: true });
    expect(later.html).not.toContain('fetchpriority');
    expect(later.html).toContain('loading=lazy');
  });

  it('offers an uploaded image\'s copies as AVIF and WebP sources sized by the widget\'s width per screen', () => {
    const variants = [480, 960].map((w) => ({ w, h: w / 2, webp: `/m/a-${w}.webp`, avif: `/m/a-${w}.avif`, key: 'a' }));
    const doc = docWith(addRoot('text'), addRoot('text'), addRoot('image', { cfg: { src: '/m/a.jpg', alt: 'A' }, style: { desktop: { width: '50%' }, mobile: { width: '100%' } } }));
    const r = renderPage(doc, { images: new Map([['/m/a.jpg', variants]]) });
    const sizes = '(max-width:767px) min(100vw, 1200px), (max-width:991px) min(50vw, 600px), (max-width:1199px) min(50vw, 600px), min(50vw, 600px)';
    expect(r.html).toContain(`<picture style="display:contents"><source type="image/avif" srcset="/m/a-480.avif 480w, /m/a-960.avif 960w" sizes="${sizes}"><source type="image/webp" srcset="/m/a-480.webp 480w, /m/a-960.webp 960w" sizes="${sizes}">`);
    // The <img> is the widget (its class) and takes its box's shape from the widest copy.
    expect(r.html).toMatch(/<img class="a b" src="\/m\/a.jpg" alt=A width=960 height=480 loading=lazy decoding=async><\/picture>/);
    // Without copies (an SVG, an outside link) the image is as before.
    expect(renderPage(doc).html).not.toContain('<picture');
  });

  it('makes a full document with lang, viewport, title, description, favicon and fonts', () => {
    const r = renderPage(docWith(addRoot('text')), { document: true, title: 'Sale & more', description: 'Best "deals"', lang: 'en', favicon: '/f.ico', fontsCss: '/fonts.css' });
    expect(r.html.startsWith('<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Sale &amp; more</title>')).toBe(true);
    expect(r.html).toContain('<meta name=description content="Best &quot;deals&quot;">');
    expect(r.html).toContain('<link rel=icon href="/f.ico"><link rel=stylesheet href="/fonts.css">');
    expect(r.html).not.toContain('<script>');
  });

  it('adds animation CSS and the ripple script only for animated widgets', () => {
    const r = renderPage(docWith(addRoot('button', { cfg: { text: 'Go', target: 'link', link: { value: '#' }, animation: 'ripple' } }), addRoot('button', { cfg: { text: 'Go', animation: 'pulse' } })));
    expect(r.css).toContain('@keyframes _pulse');
    expect(r.css).toContain('z-index:70');
    expect(r.js).toContain('600');
    expect(r.css).toContain('prefers-reduced-motion');
  });

  it('renders every catalogue widget as semantic HTML', () => {
    let doc = emptyDocument();
    for (const entry of WIDGET_CATALOGUE) {
      if (entry.key === 'cookie' || entry.type === 'widget-cookie-button') continue;
      doc = apply(doc, addRoot(entry.key)).doc;
    }
    doc = apply(doc, addRoot('cookie')).doc;
    const r = renderPage(doc);
    for (const tag of ['<nav', '<header', '<details', '<section', '<form', '<select', '<h1', '<h5', '<article', 'data-slider', 'data-tabs', 'data-cookie']) {
      expect(r.html).toContain(tag);
    }
    expect(r.js).toContain('[data-tabs]');
    expect(r.js).toContain('[data-cookie]');
  });

  it('omits a closing </p> only where HTML allows it', () => {
    const r = renderPage(docWith(addRoot('text', { cfg: { text: 'a' } }), addRoot('text', { cfg: { text: 'b' } }), addRoot('button')));
    expect(r.html).toContain('<p>a<p>b</p><a');
    expect(renderPage(docWith(addRoot('text', { cfg: { text: 'z' } }))).html).toBe('<main><p>z</main>');
  });

  it('gives a page without its own icon an empty one, so browsers do not ask /favicon.ico (a 404 in the console)', () => {
    const r = renderPage(docWith(addRoot('text')), { document: true, title: 't' });
    expect(r.html).toContain('<link rel=icon href="data:,">');
    expect(renderPage(docWith(addRoot('text')), { document: true, favicon: '/f.ico' }).html).not.toContain('data:,');
  });

  it('lets menu and social links take the widget colour instead of the browser link blue (contrast)', () => {
    const doc = docWith(
      addRoot('menu', { cfg: { items: [{ title: 'Prices', href: '#price' }] }, style: { desktop: { color: '#ffffff' } } }),
      addRoot('social-links', { cfg: { links: [{ network: 'vk', href: 'https://vk.com/' }] } }),
    );
    const r = renderPage(doc);
    expect(r.html).toContain('<a class=_l href="#price">');
    expect(r.html).toContain('<a class=_l href="https://vk.com/"');
    expect(r.css).toContain('._l{color:inherit}');
    expect(renderPage(docWith(addRoot('text'))).css).not.toContain('._l{');
  });

  it('names each social link by its network in the page language, never by the stored code', () => {
    const links = addRoot('social-links', { cfg: { links: [{ network: 'vk', href: 'https://vk.com/' }, { network: 'ok', href: 'https://ok.ru/' }, { network: 'mastodon', href: 'https://m.social/' }] } });
    const ru = renderPage(docWith(links)).html;
    expect(ru).toContain('>ВКонтакте</a>');
    expect(ru).toContain('>Одноклассники</a>');
    expect(ru).toContain('>Ссылка</a>');
    expect(ru).not.toMatch(/>(vk|ok|mastodon)</);
    const en = renderPage(docWith(links), { lang: 'en' }).html;
    expect(en).toContain('>VK</a>');
    expect(en).toContain('>Link</a>');
  });
});
