/**
 * The markup of a video: an uploaded clip as a native player, a provider's clip as a light
 * click-to-load facade (a poster and a real play button; the page script `video` puts the
 * provider's frame in its place on click, so no third-party byte loads before the visitor asks),
 * and a section's muted looping background clip (started by the script `bgvideo` unless the
 * visitor asked for reduced motion). Nothing here points at a remote image: a facade without an
 * uploaded poster is a neutral panel with the provider's name.
 */
import type { PageLang } from '../forms';
import type { ImageVariant } from '../images';
import { PROVIDER_NAMES, type VideoLink } from '../video-links';
import { image } from './describe-kit';
import { el, type Attrs, type ElementNode } from './description';
import { safeUrl } from './escape';

/** Attribute a facade carries: the provider's player URL to load on click. */
export const FACADE_MARKER = 'data-video';
/** Attribute a section's background clip carries. */
export const BACKGROUND_MARKER = 'data-bg-video';
/** Attribute of the section that holds a background clip (it stacks the clip under its content). */
export const BACKGROUND_HOST = 'data-bgv';

const PLAY_LABEL: Readonly<Record<PageLang, string>> = { ru: 'Смотреть видео', en: 'Play video' };

/** The poster a <video> shows: a copy about the width of a page column (WebP), else the uploaded frame. */
export function posterUrl(poster: string, variants: readonly ImageVariant[] = []): string {
  if (poster === '') return '';
  const fit = variants.find((v) => v.w >= 960) ?? variants.at(-1);
  return safeUrl(fit?.webp ?? poster);
}

/** The play triangle, drawn inline (no icon font, no image request). */
const PLAY_ICON = el('svg', [['viewBox', '0 0 68 48'], ['width', '68'], ['height', '48'], ['aria-hidden', 'true'], ['focusable', 'false']],
  el('path', [['d', 'M66.5 7.7c-.8-2.9-3-5.1-5.9-5.9C55.3.3 34 .3 34 .3S12.7.3 7.4 1.8C4.5 2.6 2.3 4.8 1.5 7.7 0 13 0 24 0 24s0 11 1.5 16.3c.8 2.9 3 5.1 5.9 5.9 5.3 1.5 26.6 1.5 26.6 1.5s21.3 0 26.6-1.5c2.9-.8 5.1-3 5.9-5.9C68 35 68 24 68 24s0-11-1.5-16.3z'], ['fill', 'rgba(17,24,39,.82)']]),
  el('path', [['d', 'M27 34l18-10-18-10z'], ['fill', '#fff']]));

export interface FacadeInput {
  readonly link: VideoLink;
  readonly title: string;
  readonly lang: PageLang;
  /** An uploaded poster ('' for the neutral panel) and its resized copies. */
  readonly poster: string;
  readonly variants?: readonly ImageVariant[];
  /** On the canvas: the button is not a control (a click selects the widget). */
  readonly inert?: boolean;
}

/** A provider's clip as a poster and a play button; the frame comes on click (page script `video`). */
export function videoFacade({ link, title, lang, poster, variants, inert }: FacadeInput): ElementNode {
  const name = PROVIDER_NAMES[link.provider];
  const cover = poster === ''
    ? el('span', [['class', '_vn'], ['aria-hidden', 'true']], { text: name })
    : image(poster, '', null, null, { variants: variants ?? [], sizes: '(max-width:767px) 100vw, 960px' });
  const attrs: Attrs = [[FACADE_MARKER, link.play], ['data-title', title], ['data-provider', link.provider]];
  return el('div', attrs, ...(cover === null ? [] : [cover]),
    el('button', [['type', 'button'], ['class', '_vb'], ['aria-label', `${PLAY_LABEL[lang]}: ${title === '' ? name : title} (${name})`], ['inert', inert === true]], PLAY_ICON));
}

export interface ClipInput {
  readonly src: string;
  readonly poster: string;
  readonly variants?: readonly ImageVariant[];
  readonly title: string;
  readonly width?: number | null;
  readonly height?: number | null;
}

/** An uploaded clip in the browser's own player: nothing but the poster loads until play. */
export function clipPlayer({ src, poster, variants, title, width, height }: ClipInput): ElementNode {
  const cover = posterUrl(poster, variants);
  return el('video', [
    ['src', safeUrl(src)], ['controls', true], ['playsinline', true], ['preload', 'none'],
    ['poster', cover === '' ? false : cover], ['aria-label', title],
    // Its box is the widget's (16:9 unless styled): the clip's own size would override that shape.
    ['data-w', width ?? false], ['data-h', height ?? false],
  ]);
}

/**
 * A section's background clip: muted, looping, inline, behind the section's content; it shows its
 * poster until the page script starts it, which it never does for a visitor who asked for reduced
 * motion (the `autoplay` attribute in the markup would start it regardless, and download it first).
 */
export function backgroundClip(src: string, poster: string, variants?: readonly ImageVariant[]): ElementNode {
  const cover = posterUrl(poster, variants);
  return el('video', [
    [BACKGROUND_MARKER, true], ['src', safeUrl(src)], ['muted', true], ['loop', true], ['playsinline', true], ['preload', 'none'],
    ['poster', cover === '' ? false : cover], ['aria-hidden', 'true'], ['tabindex', '-1'],
  ]);
}

/** The fixed CSS of facades and background clips (page-css.ts: the `video` piece). */
export const VIDEO_RULES: readonly (readonly [string, string])[] = [
  ['[data-video]', 'position:relative;display:block;overflow:hidden;background:#1f2937;color:#f9fafb'],
  ['[data-video]>picture>img,[data-video]>img,[data-video]>iframe', 'position:absolute;top:0;left:0;width:100%;height:100%;object-fit:cover;border:0'],
  ['[data-video]>._vn', 'position:absolute;left:0;right:0;bottom:16px;text-align:center;font-size:15px;font-weight:600;letter-spacing:.02em;opacity:.85'],
  ['[data-video]>._vb', 'position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);padding:0;border:0;background:none;cursor:pointer;line-height:0'],
  ['[data-video]>._vb:focus-visible', 'outline:3px solid #fff;outline-offset:4px;border-radius:12px'],
  ['[data-bgv]', 'position:relative;isolation:isolate;overflow:hidden'],
  ['[data-bg-video]', 'position:absolute;top:0;left:0;width:100%;height:100%;object-fit:cover;z-index:-1;pointer-events:none'],
];
