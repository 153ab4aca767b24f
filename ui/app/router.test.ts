// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { i18next, initI18n } from '../i18n/index';
import { prefetchPage } from '../editor/data/prefetch';
import { routeNamespaces, routes, startEditorEarly } from './router';

vi.mock('../editor/data/prefetch', async (original) => ({ ...(await original<object>()), prefetchPage: vi.fn() }));

const find = (list: RouteObject[], test: (r: RouteObject) => boolean): RouteObject | undefined => {
  for (const r of list) {
    if (test(r)) return r;
    const inner = r.children && find(r.children, test);
    if (inner) return inner;
  }
  return undefined;
};

beforeAll(() => initI18n('ru', { lazyScreenNamespaces: true }));

describe('routes', () => {
  it('the editor route brings the editor catalogue only: the pages and stats ones come with the dialogs that show them', async () => {
    const editor = find(routes, (r) => r.path === '/editor/:pageId');
    expect(i18next.hasResourceBundle('ru', 'editor')).toBe(false);
    await (editor?.lazy as () => Promise<unknown>)();
    expect(i18next.hasResourceBundle('ru', 'editor')).toBe(true);
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(false);
    expect(i18next.hasResourceBundle('ru', 'stats')).toBe(false);
    expect(i18next.t('editor:loading')).toBe('Загружаем редактор…');
  });

  it('the main shell is a lazy chunk (guest screens do not load it) that brings the pages catalogue', async () => {
    const shell = find(routes, (r) => r.path === '/');
    expect(shell?.element).toBeUndefined();
    expect(typeof shell?.lazy).toBe('function');
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(false);
    const loaded = await (shell?.lazy as () => Promise<{ Component: unknown }>)();
    expect((loaded.Component as { name: string }).name).toBe('MainShell');
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(true);
  });

  it('every section of the navigation has its route under the shell', () => {
    const shell = find(routes, (r) => r.path === '/');
    const paths = (shell?.children ?? []).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['leads', 'statistic', 'billing', 'payments/settings']));
  });

  it('opening /editor/:pageId asks for the page at once (the entry does, before the router); a variant or another screen does not', () => {
    const asked = vi.mocked(prefetchPage);
    startEditorEarly(new URL('http://app.test/pages'));
    startEditorEarly(new URL('http://app.test/editor/12?variant=3'));
    expect(asked).not.toHaveBeenCalled();
    startEditorEarly(new URL('http://app.test/editor/12'));
    expect(asked).toHaveBeenCalledWith('12');
  });

  it('names the catalogues of the branch an address opens on, for the entry to fetch with the common one', () => {
    expect(routeNamespaces('/editor/12')).toEqual(['editor']);
    expect(routeNamespaces('/pages')).toEqual(['pages']);
    expect(routeNamespaces('/')).toEqual(['pages']);
    expect(routeNamespaces('/login')).toEqual([]);
    expect(routeNamespaces('/privacy-ru')).toEqual([]);
  });
});
