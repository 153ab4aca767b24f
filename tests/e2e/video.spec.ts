// Video end to end: a clip uploaded in the editor's media manager goes into a video widget with its
// poster frame, a Rutube link goes into another; the published page shows the clip's poster and
// plays it on click, and shows the Rutube clip as a facade whose player is requested only when the
// visitor presses play (the provider is stood in for by an intercepted route: no network).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signUp } from './support';

const RUTUBE_ID = 'c6cc4d620b1d4338901770a44b3e82f4';

/** A two-second 320×240 VP8 WebM clip made with ffmpeg. */
function makeClip(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-')), 'clip.webm');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k', file]);
  return readFileSync(file);
}

async function createPage(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: 'Видео', template: 'default' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function addVideo(page: Page) {
  const tile = page.getByTestId('add-video');
  await expect(page.locator('.ed-fly [aria-busy=true]')).toHaveCount(0);
  if (!(await tile.isVisible())) await page.getByTestId('rail-add').click();
  await page.keyboard.press('Escape');
  await tile.click();
  await page.getByRole('tab', { name: 'Настройки' }).click();
}

test('an uploaded clip and a Rutube link: poster first, the clip plays on click, the Rutube player loads only on click', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clip = makeClip();
  const token = await signUp(request);
  const pageId = await createPage(request, token);
  await signIn(page, token);
  await page.goto(`/editor/${pageId}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  const canvas = page.getByTestId('canvas');
  const panel = page.getByRole('complementary', { name: 'Свойства виджета' });

  // The clip: uploaded in the media manager the panel opens, chosen, on the canvas with its poster.
  await addVideo(page);
  await panel.getByRole('button', { name: 'Загрузить или выбрать клип' }).click();
  await expect(page.getByRole('heading', { name: 'Медиатека' })).toBeVisible();
  await page.getByTestId('media-upload-input').setInputFiles({ name: 'promo.webm', mimeType: 'video/webm', buffer: clip });
  const chosen = page.getByRole('listbox', { name: 'Файлы' }).getByRole('option', { selected: true });
  await expect(chosen).toBeVisible();
  // The grid shows the clip's poster frame (an image), not the clip.
  await expect(chosen.locator('img')).toHaveAttribute('src', /-poster-320\.webp$/);
  await page.getByRole('button', { name: 'Выбрать', exact: true }).click();
  const placed = canvas.locator('video[data-wtype=widget-video]');
  await expect(placed).toHaveAttribute('poster', /-poster\.jpg$/);
  await expect(panel.getByTestId('video-clip-name')).toContainText('.webm');

  // The Rutube link: a facade on the canvas too.
  await addVideo(page);
  const link = panel.getByLabel('Ссылка на видео', { exact: true });
  await link.fill(`https://rutube.ru/video/${RUTUBE_ID}/`);
  await link.blur();
  await expect(canvas.locator('[data-video] ._vn')).toHaveText('Rutube');

  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  const res = await request.post(`/api/pages/${pageId}/publish`, { headers: { 'X-Token': token }, data: { code: `video-${Date.now().toString(36)}` } });
  expect(res.ok(), `publish: ${res.status()}`).toBe(true);
  const url = ((await res.json()) as { data: { url: string } }).data.url;

  // The visitor: every request to Rutube is answered here and counted.
  const visitor = await page.context().newPage();
  const rutube: string[] = [];
  await visitor.route(/^https:\/\/rutube\.ru\//, async (route) => {
    rutube.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Rutube</title><p id="player">Rutube player</p>' });
  });
  await visitor.goto(url);

  const video = visitor.locator('video[src$=".webm"]');
  await expect(video).toHaveAttribute('preload', 'none');
  const poster = await video.getAttribute('poster');
  expect(poster).toMatch(/-poster(-\d+\.webp|\.jpg)$/);
  // The poster is a picture the browser decodes; the clip has not been fetched before play.
  const posterWidth = await visitor.evaluate((src) => new Promise<number>((done) => {
    const img = new Image();
    img.onload = () => done(img.naturalWidth);
    img.onerror = () => done(0);
    img.src = src;
  }), poster ?? '');
  expect(posterWidth).toBe(320);
  expect(await video.evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
  await video.scrollIntoViewIfNeeded();
  // Chromium's own controls: the play button at the left of the control bar, shown on hover.
  await video.hover();
  const box = await video.boundingBox();
  await video.click({ position: { x: 28, y: (box?.height ?? 60) - 28 } });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);

  const facade = visitor.locator('[data-video]');
  await expect(facade.locator('._vn')).toHaveText('Rutube');
  await expect(visitor.locator('iframe')).toHaveCount(0);
  expect(rutube).toEqual([]);
  const play = facade.getByRole('button', { name: 'Смотреть видео: Видео (Rutube)' });
  await play.click();
  const frame = facade.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://rutube.ru/play/embed/${RUTUBE_ID}?autoplay=1`);
  await expect(visitor.frameLocator('[data-video] iframe').locator('#player')).toHaveText('Rutube player');
  expect(rutube).toEqual([`https://rutube.ru/play/embed/${RUTUBE_ID}?autoplay=1`]);
  await visitor.close();
});
