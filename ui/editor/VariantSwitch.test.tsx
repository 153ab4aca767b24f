// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { endpoints } from '../../adapters/index';
import type { Campaign } from '../../api/routes/campaigns';
import { i18next, initI18n } from '../i18n/index';
import { VariantSwitch } from './VariantSwitch';

const variant = (id: number, name: string, isOriginal: boolean) => ({ id, name, is_original: isOriginal, share: 50, revision: 1, visits: 0, visitors: 0, leads: 0, conversion: null, verdict: null, evidence: null });
const campaign = (status: Campaign['status']): Campaign => ({
  id: 3, page_id: 12, name: 'Заголовок', status, started: null, ended: null, chosen_variant_id: null, winner: null, planned_visitors: 9900, reading: null, split: null,
  variants: [variant(1, 'Оригинал', true), variant(2, 'Вариант B', false)],
});

function show(answer: Campaign | null) {
  vi.spyOn(endpoints.campaigns, 'get').mockResolvedValue(answer);
  const router = createMemoryRouter([{ path: '/editor/12', element: <VariantSwitch pageId="12" variantId={null} /> }], { initialEntries: ['/editor/12'] });
  render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
}

describe('the editor’s A/B switch', () => {
  // As the app starts on /editor/:id: the common and the editor catalogues, not the statistics one.
  beforeAll(() => initI18n('ru', { lazyScreenNamespaces: true, namespaces: ['editor'] }));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('without an open test the statistics catalogue is not asked for', async () => {
    show(campaign('ended'));
    await waitFor(() => expect(vi.mocked(endpoints.campaigns.get)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('variant-switch')).toBeNull();
    expect(i18next.hasResourceBundle('ru', 'stats')).toBe(false);
  });

  it('with an open test it shows up in Russian once its catalogue is in, never with keys', async () => {
    show(campaign('running'));
    const nav = await screen.findByTestId('variant-switch');
    expect(i18next.hasResourceBundle('ru', 'stats')).toBe(true);
    expect(nav.getAttribute('aria-label')).toBe('Варианты');
    expect(nav.textContent).toContain('Исходная страница');
    expect(nav.textContent).toContain('К тесту');
    expect(nav.textContent).not.toMatch(/editor\.|campaign\./);
  });
});
