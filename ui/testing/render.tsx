// Renders a screen the way the app does: i18n (ru), a fresh QueryClient, a data router at `path`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n, i18next } from '../i18n/index';

let ready: Promise<unknown> | null = null;

/** Once per test file: the real catalogues, Russian. */
export function setupI18n(): Promise<unknown> {
  ready ??= i18next.isInitialized ? Promise.resolve() : initI18n('ru');
  return ready;
}

export interface RenderOptions {
  /** Route pattern the element is mounted at, e.g. '/pages/:pageId/settings/other'. */
  route?: string;
  url?: string;
  /** Extra routes (navigation targets), rendered as a marker text. */
  others?: string[];
  /** Wraps the element in a parent route (a layout with an Outlet). */
  parent?: { path: string; element: ReactElement };
}

export function renderScreen(element: ReactElement, { route = '/', url = route, others = [], parent }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const leaf: RouteObject = parent ? { path: route, element } : { path: route, element };
  const routes: RouteObject[] = [
    parent ? { path: parent.path, element: parent.element, children: [leaf] } : leaf,
    ...others.map((path) => ({ path, element: <p data-testid="navigated">{path}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
