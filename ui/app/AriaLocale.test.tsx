// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useLocale } from 'react-aria-components/I18nProvider';
import { initI18n } from '../i18n/index';
import { AriaLocale } from './AriaLocale';

function Probe() {
  return <span data-testid="locale">{useLocale().locale}</span>;
}

describe('React Aria speaks the interface language', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('is Russian in the Russian interface whatever the browser says, and follows a switch to English', async () => {
    // happy-dom's navigator says en-US: the browser's language is not what counts.
    expect(navigator.language).toMatch(/^en/);
    render(<AriaLocale><Probe /></AriaLocale>);
    expect(screen.getByTestId('locale').textContent).toBe('ru-RU');
    await act(async () => { await i18next.changeLanguage('en'); });
    expect(screen.getByTestId('locale').textContent).toBe('en-US');
    await act(async () => { await i18next.changeLanguage('ru'); });
  });
});
