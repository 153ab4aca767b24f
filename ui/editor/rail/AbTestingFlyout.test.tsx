// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n/index';
import { createServices } from '../state/createServices';
import { memoryPort, samplePage, Wrap } from '../testing/fixtures';
import { AbTestingFlyout } from './AbTestingFlyout';

describe('the A/B testing item of the left bar', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('explains what a test is and leads to this page’s campaign screen', () => {
    const s = createServices(samplePage(), '42', memoryPort());
    render(<MemoryRouter><Wrap services={s}><AbTestingFlyout /></Wrap></MemoryRouter>);
    expect(screen.getByText(/разные варианты страницы/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Открыть кампанию страницы/ }).getAttribute('href')).toBe('/pages/42/campaign');
  });
});
