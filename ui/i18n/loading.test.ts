// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changeLocale, errorText, i18next, initI18n, loadNamespaces } from './index';

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
});
