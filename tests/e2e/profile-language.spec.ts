// The interface language on a new device: a user whose profile says English signs in
// on a browser that never chose a language and sees English; the RU/EN switch on the device saves the
// choice to the profile, and the device's own choice then wins over the profile on the next load.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

test('a fresh device shows the profile language; the device switch is saved to the profile and then wins', async ({ page, request }) => {
  const token = await signUp(request, 'Mary');
  await api(request, 'POST', '/profile/current', token, { locale: 'en' });

  await signIn(page, token);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('lang-ru').click();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await expect.poll(async () => (await api<{ locale: string }>(request, 'GET', '/profile/current', token)).locale).toBe('ru');

  // The profile says English again (changed on another device): this device keeps the choice it made.
  await api(request, 'POST', '/profile/current', token, { locale: 'en' });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
