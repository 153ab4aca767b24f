import { describe, expect, it } from 'vitest';
import { domainPageUrl, draftHostFor, draftSiteOf, pageUrl, testPageUrl } from './pageUrl';

const draft = { scheme: 'http' as const, host: 'localhost:8080' };

describe('page addresses', () => {
  it('the test address is the code under the draft host, with the path', () => {
    expect(testPageUrl({ code: 'spring', uri: '' }, draft)).toBe('http://spring.localhost:8080/');
    expect(testPageUrl({ code: 'spring', uri: 'promo/may' }, draft)).toBe('http://spring.localhost:8080/promo/may');
  });

  it('the draft host keeps the port the app was reached on, whatever host that was (an IP too)', () => {
    expect(draftHostFor('localhost', '127.0.0.1:8080')).toBe('localhost:8080');
    expect(draftHostFor('localhost', '[::1]:18130')).toBe('localhost:18130');
    expect(draftHostFor('pages.example.com', 'app.example.com')).toBe('pages.example.com');
    expect(draftHostFor('pages.example.com', 'app.example.com:443')).toBe('pages.example.com');
    expect(draftHostFor('localhost', undefined)).toBe('localhost');
  });

  it('a pinned domain is the address only once it is connected', () => {
    const page = { code: 'spring', uri: 'promo', ssl: true };
    expect(pageUrl(page, { name: 'shop.ru', connected: true }, draft)).toBe('https://shop.ru/promo');
    expect(pageUrl(page, { name: 'shop.ru', connected: false }, draft)).toBe('http://spring.localhost:8080/promo');
    expect(pageUrl(page, null, draft)).toBe('http://spring.localhost:8080/promo');
    expect(domainPageUrl({ uri: '', ssl: false }, 'shop.ru')).toBe('http://shop.ru/');
  });

  it('recovers the draft site from a test address, so a preview with another code matches the server', () => {
    const site = draftSiteOf('https://spring.pages.example.com/promo', 'spring');
    expect(site).toEqual({ scheme: 'https', host: 'pages.example.com' });
    expect(testPageUrl({ code: 'autumn', uri: '' }, site ?? draft)).toBe('https://autumn.pages.example.com/');
    expect(draftSiteOf('http://other.localhost:8080/', 'spring')).toBeNull();
  });
});
