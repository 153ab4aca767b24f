// Answers shaped like the api/ schemas, for component tests.
import type { PageView } from '../../api/routes/pages';

export function pageView(over: Partial<PageView> = {}): PageView {
  return {
    id: 1,
    name: 'Акция',
    title: 'Весенняя акция',
    description: '',
    code: 'spring',
    uri: '',
    domain_id: null,
    project_id: 1,
    folder: null,
    params: { ssl: false },
    status: 'unpublished',
    favicon: false,
    share_title: '',
    share_description: '',
    share_image: null,
    noindex: false,
    canonical_url: '',
    lang: 'ru',
    published_at: null,
    created: '2026-01-10T10:00:00.000Z',
    updated: '2026-01-11T10:00:00.000Z',
    url: 'http://spring.localhost:8080/',
    test_url: 'http://spring.localhost:8080/',
    domain_url: null,
    ...over,
  };
}

export const project = { id: 1, title: 'Мой проект', liked: false, created: '2026-01-01T00:00:00.000Z' };

export function folderView(over: Partial<{ id: number; title: string; color: string; project_id: number | null; sort: number; pages_total: number }> = {}) {
  return { id: 10, title: 'Рассылки', color: '#16a34a', project_id: 1, sort: 1, pages_total: 0, ...over };
}

export const owner = { user: { id: 1, name: 'Анна', email: 'a@x.ru', timezone: 'Europe/Moscow', is_admin: false, account_id: 1 }, permissions: { account: { is_owner: true }, projects: {} } };

/** A one-page answer of a list route (api/list.ts listResponse) holding `items`, plus any extra fields. */
export function listOf<T, E extends object = Record<never, never>>(items: T[], extra?: E) {
  return { items, total_items: items.length, current: 1, total_pages: items.length === 0 ? 0 : 1, ...(extra as E) };
}
