// @vitest-environment happy-dom
// The video widget's published markup: an uploaded clip's native player, a provider's
// click-to-load facade, and a section's background clip, with the script parts each carries.
import { afterEach, describe, expect, it } from 'vitest';
import { addRoot, docWith } from '../test-fixtures';
import type { DocEvent } from '../events';
import { renderPage } from '.';

afterEach(() => { document.body.innerHTML = ''; });

const set = (id: number, path: string, value: unknown): DocEvent => ({ type: 'widget.param.set', id, path, value });
const RUTUBE = 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/';

describe('video on the published page', () => {
  it('a Rutube link is a facade: a neutral panel with the provider\'s name and a labelled play button; no frame, no remote image', () => {
    const { html, js, css } = renderPage(docWith(addRoot('video'), set(1, 'url', RUTUBE), set(1, 'title', 'Обзор')));
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/<img|i\.ytimg|youtube\.com\/vi/);
    document.body.innerHTML = html;
    const box = document.querySelector('[data-video]');
    expect(box?.getAttribute('data-video')).toBe('https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4?autoplay=1');
    expect(box?.querySelector('._vn')?.textContent).toBe('Rutube');
    const button = box?.querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.getAttribute('aria-label')).toBe('Смотреть видео: Обзор (Rutube)');
    expect(css).toContain('[data-video]{position:relative');
    expect(js).toContain('data-video');
    expect(js).not.toContain('data-bg-video');
  });

  it('the facade script creates the provider\'s frame only on click, in the facade\'s place', () => {
    const { html, js } = renderPage(docWith(addRoot('video'), set(1, 'url', 'https://vk.com/video-1_2')), { lang: 'en' });
    document.body.innerHTML = html;
    new Function(js)();
    expect(document.querySelector('iframe')).toBeNull();
    const button = document.querySelector<HTMLButtonElement>('[data-video] button');
    expect(button?.getAttribute('aria-label')).toBe('Play video: Video (VK Видео)');
    button?.click();
    const frame = document.querySelector('[data-video]>iframe');
    expect(frame?.getAttribute('src')).toBe('https://vk.com/video_ext.php?oid=-1&id=2&hd=2&autoplay=1');
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(document.querySelector('[data-video] button')).toBeNull();
  });

  it('an uploaded poster replaces the neutral panel, offered in its resized copies', () => {
    const poster = '/media-files/1/202611/p-poster.jpg';
    const images = new Map([[poster, [{ w: 480, h: 270, webp: '/media-files/1/202611/p-poster-480.webp', avif: '/media-files/1/202611/p-poster-480.avif', key: 'k' }]]]);
    const { html } = renderPage(docWith(addRoot('video'), set(1, 'url', 'https://youtu.be/dQw4w9WgXcQ'), set(1, 'poster', poster)), { images });
    expect(html).toContain('<picture');
    expect(html).toContain('p-poster-480.avif 480w');
    expect(html).not.toContain('class="_vn"');
  });

  it('an uploaded clip is the native player: controls, inline, nothing preloaded, its poster; no facade script', () => {
    const { html, js } = renderPage(docWith(addRoot('video'), set(1, 'src', '/media-files/1/202611/c.mp4'), set(1, 'poster', '/media-files/1/202611/c-poster.jpg'),
      set(1, 'width', 640), set(1, 'height', 360)));
    document.body.innerHTML = html;
    const v = document.querySelector('video');
    expect(v?.getAttribute('src')).toBe('/media-files/1/202611/c.mp4');
    expect(v?.getAttribute('poster')).toBe('/media-files/1/202611/c-poster.jpg');
    expect(v?.getAttribute('preload')).toBe('none');
    expect(v?.hasAttribute('controls')).toBe(true);
    expect(v?.hasAttribute('playsinline')).toBe(true);
    expect(v?.hasAttribute('autoplay')).toBe(false);
    expect(v?.hasAttribute('width')).toBe(false);
    expect(v?.getAttribute('data-w')).toBe('640');
    expect(js).not.toContain('data-video');
  });

  it('a section\'s background clip: muted, looping, inline, poster first; started by the script unless reduced motion is asked for', () => {
    const doc = docWith(addRoot('container'), set(1, 'bgVideo', '/media-files/1/202611/bg.webm'), set(1, 'bgPoster', '/media-files/1/202611/bg-poster.jpg'));
    const { html, js, css } = renderPage(doc);
    document.body.innerHTML = html;
    const v = document.querySelector<HTMLVideoElement>('section[data-bgv]>video[data-bg-video]');
    expect(v).not.toBeNull();
    for (const a of ['muted', 'loop', 'playsinline']) expect(v?.hasAttribute(a), a).toBe(true);
    expect(v?.hasAttribute('autoplay')).toBe(false);
    expect(v?.getAttribute('poster')).toBe('/media-files/1/202611/bg-poster.jpg');
    expect(v?.getAttribute('aria-hidden')).toBe('true');
    expect(css).toContain('[data-bg-video]{position:absolute');
    expect(js).toContain('prefers-reduced-motion');

    let played = 0;
    const motion = (reduce: boolean) => {
      window.matchMedia = ((q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    };
    HTMLMediaElement.prototype.play = function play() { played++; return Promise.resolve(); };
    motion(true);
    new Function(js)();
    expect(played).toBe(0);
    expect(v?.autoplay).toBe(false);
    motion(false);
    new Function(js)();
    expect(played).toBe(1);
    expect(v?.autoplay).toBe(true);
  });

  it('a video without a clip or a link publishes nothing; a bad link is not embedded', () => {
    expect(renderPage(docWith(addRoot('video'))).html).not.toMatch(/<video|data-video|<iframe/);
  });
});
