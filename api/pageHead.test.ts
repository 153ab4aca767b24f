import { describe, expect, it } from 'vitest';
import { headLines, isCanonicalUrl, publishedHead, shareTags } from './pageHead';

const base = { id: 3, title: 'Весна', description: 'Скидки до 30 %', favicon: false, url: 'https://spring.example.ru/akcia' };

describe('a published page head', () => {
  it('has the page title, else a neutral word; a description and an icon only when the page has them', () => {
    expect(publishedHead({ ...base, title: '  ', description: '' })).toMatchObject({ title: 'Страница' });
    expect(publishedHead({ ...base, title: '  ', description: '' }).description).toBeUndefined();
    expect(publishedHead({ ...base, favicon: true })).toMatchObject({ title: 'Весна', description: 'Скидки до 30 %', favicon: '/__favicon/3' });
  });

  it('shares the SEO title and description unless the card has its own, and the image at an absolute address with its size', () => {
    const plain = publishedHead(base);
    expect(plain.share).toEqual({ title: 'Весна', description: 'Скидки до 30 %', locale: 'ru_RU' });
    const own = publishedHead({ ...base, shareTitle: 'Весенняя распродажа', shareDescription: '', shareImage: 'abc123', lang: 'en' });
    expect(own.share).toEqual({
      title: 'Весенняя распродажа', description: 'Скидки до 30 %', locale: 'en_US',
      image: { url: 'https://spring.example.ru/__share/3.jpg?v=abc123', width: 1200, height: 630 },
    });
  });

  it('writes canonical, robots only when hidden, Open Graph, the Twitter card and the icon sizes', () => {
    const tags = shareTags(publishedHead({ ...base, favicon: true, noindex: true, canonicalUrl: 'https://example.ru/main', shareImage: 't1' }));
    expect(tags).toEqual([
      '<link rel="canonical" href="https://example.ru/main">',
      '<meta name="robots" content="noindex, nofollow">',
      '<meta property="og:type" content="website">',
      '<meta property="og:url" content="https://example.ru/main">',
      '<meta property="og:title" content="Весна">',
      '<meta property="og:description" content="Скидки до 30 %">',
      '<meta property="og:locale" content="ru_RU">',
      '<meta property="og:image" content="https://spring.example.ru/__share/3.jpg?v=t1">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<link rel="icon" type="image/png" sizes="32x32" href="/__favicon/3/32.png">',
      '<link rel="apple-touch-icon" type="image/png" sizes="180x180" href="/__favicon/3/180.png">',
      '<link rel="icon" type="image/png" sizes="192x192" href="/__favicon/3/192.png">',
    ]);
    const visible = shareTags(publishedHead(base));
    expect(visible.some((t) => t.includes('robots'))).toBe(false);
    expect(visible[0]).toBe('<link rel="canonical" href="https://spring.example.ru/akcia">');
  });

  it('escapes what the owner typed, and ignores a canonical address that is not one', () => {
    const lines = headLines(publishedHead({ ...base, title: '"><script>', canonicalUrl: 'javascript:alert(1)' }));
    expect(lines[0]).toBe('<title>&quot;&gt;&lt;script&gt;</title>');
    expect(lines.join('')).not.toContain('<script>');
    expect(lines).toContain('<link rel="canonical" href="https://spring.example.ru/akcia">');
    expect(isCanonicalUrl('https://example.ru/a?b=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.ru', '/local', 'https://exa mple.ru']) expect(isCanonicalUrl(bad), bad).toBe(false);
  });
});
