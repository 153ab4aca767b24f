// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { storage } from '../../adapters/index';
import { changeLocale, errorText, followProfileLocale, i18next, initI18n, LOCALE_KEY, loadNamespaces } from './index';

describe('i18n loading', () => {
  it('starts with the shown language only; switching loads the other one before it is used', async () => {
    await initI18n('ru', { lazyScreenNamespaces: true });
    expect(i18next.hasResourceBundle('ru', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('ru', 'errors')).toBe(true);
    // The screens behind the login bring their catalogues with their routes.
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(false);
    expect(i18next.hasResourceBundle('ru', 'editor')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);
    await loadNamespaces(['editor']);
    expect(i18next.t('editor:common.required')).toBe('Обязательное поле');
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(false);
    expect(i18next.t('login.forgot')).toBe('Забыли пароль?');

    await changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Landings');
    expect(i18next.t('login.forgot')).toBe('Forgot your password?');
    // Switching brings the other language's copy of every namespace loaded so far.
    expect(i18next.t('editor:common.required')).toBe('Required field');
    expect(i18next.hasResourceBundle('en', 'pages')).toBe(false);
    await loadNamespaces(['pages']);
    expect(i18next.hasResourceBundle('en', 'pages')).toBe(true);
    expect(i18next.hasResourceBundle('ru', 'pages')).toBe(true);
    expect(errorText('login.wrong')).toBe('Wrong email or password');

    await changeLocale('ru');
    expect(i18next.t('login.forgot')).toBe('Забыли пароль?');
    expect(document.title).toBe('Лендинги');
  });

  it('a device without its own choice shows the profile language; a choice made on the device wins', async () => {
    storage.removeItem(LOCALE_KEY);
    await initI18n(undefined, { lazyScreenNamespaces: true });
    expect(i18next.language).toBe('ru');
    // Signed in as a user whose profile says English, on a device that never chose.
    await followProfileLocale('en');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('login.forgot')).toBe('Forgot your password?');
    // Following the profile is not a choice of the device's: nothing is stored.
    expect(storage.getItem(LOCALE_KEY)).toBeNull();
    // The person switches to Russian on this device: that choice is kept over the profile's.
    await changeLocale('ru');
    await followProfileLocale('en');
    expect(i18next.language).toBe('ru');
    expect(storage.getItem(LOCALE_KEY)).toBe('ru');
    // Unknown values from the server change nothing.
    storage.removeItem(LOCALE_KEY);
    await followProfileLocale('de');
    expect(i18next.language).toBe('ru');
  });

  it('the opening screen’s catalogues come with the common one, in the shown language, and follow a switch', async () => {
    storage.removeItem(LOCALE_KEY);
    await initI18n('ru', { lazyScreenNamespaces: true, namespaces: ['webinars'] });
    expect(i18next.hasResourceBundle('ru', 'webinars')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'webinars')).toBe(false);
    await changeLocale('en');
    expect(i18next.hasResourceBundle('en', 'webinars')).toBe(true);
    await changeLocale('ru');
  });
});

