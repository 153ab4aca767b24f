/**
 * Video links the video widget embeds: YouTube, Vimeo, Rutube and VK Video. One parser for the
 * editor's check, the engine's refusal (SPEC §5 «ссылка не корректна») and the published facade,
 * so a link the panel accepts is exactly a link the page can play.
 */

export type VideoProvider = 'youtube' | 'vimeo' | 'rutube' | 'vk';

export interface VideoLink {
  readonly provider: VideoProvider;
  /** The provider's id of the clip (VK: `<owner>_<id>`). */
  readonly id: string;
  /** The provider's player page, as an <iframe> loads it. */
  readonly embed: string;
  /** The player page started at once: what the facade loads when the visitor clicks play. */
  readonly play: string;
}

/** The provider's name as shown on the facade of a clip without a poster (a proper name, the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = { youtube: 'YouTube', vimeo: 'Vimeo', rutube: 'Rutube', vk: 'VK Видео' };

const SCHEME = '^(?:https?:\\/\\/)?';
const YOUTUBE = [
  new RegExp(`${SCHEME}(?:www\\.|m\\.)?youtube\\.com\\/watch\\?(?:[^#]*&)?v=([\\w-]{6,})`),
  new RegExp(`${SCHEME}(?:www\\.)?youtu\\.be\\/([\\w-]{6,})`),
  new RegExp(`${SCHEME}(?:www\\.)?youtube(?:-nocookie)?\\.com\\/(?:embed|shorts|live)\\/([\\w-]{6,})`),
];
const VIMEO = new RegExp(`${SCHEME}(?:www\\.|player\\.)?vimeo\\.com\\/(?:video\\/)?(\\d+)(?:[/?#]|$)`);
/** Rutube's ids are 32 hexadecimal digits. */
const RUTUBE = new RegExp(`${SCHEME}(?:www\\.)?rutube\\.ru\\/(?:video|play\\/embed)\\/([0-9a-f]{32})(?:[/?#]|$)`, 'i');
/** VK: `video<owner>_<id>` (a community's owner is negative), on vk.com or vkvideo.ru, also as the `z=` of a list. */
const VK = new RegExp(`${SCHEME}(?:www\\.|m\\.)?(?:vk\\.com|vkvideo\\.ru)\\/(?:[^?#]*[?&]z=)?video(-?\\d+)_(\\d+)(?:[/?#&%]|$)`);
/**
 * VK's own embed code (Поделиться → Экспортировать): `video_ext.php?oid=…&id=…&hash=…`. The hash is
 * what lets a clip shown only by link play in another site's player, so it is carried to the embed.
 */
const VK_EXT = new RegExp(`${SCHEME}(?:www\\.)?(?:vk\\.com|vkvideo\\.ru)\\/video_ext\\.php\\?([^#]*)`);
const queryValue = (query: string, name: string, shape: RegExp): string | null => {
  const m = new RegExp(`(?:^|&)${name}=([^&]*)`).exec(query);
  return m !== null && shape.test(m[1]) ? m[1] : null;
};

/** The VK clip of an embed code's query, with its hash when it has one. */
function vkExt(query: string): VideoLink | null {
  const oid = queryValue(query, 'oid', /^-?\d+$/);
  const id = queryValue(query, 'id', /^\d+$/);
  if (oid === null || id === null) return null;
  const hash = queryValue(query, 'hash', /^[0-9a-f]{1,64}$/i);
  return link('vk', `${oid}_${id}`, `https://vk.com/video_ext.php?oid=${oid}&id=${id}${hash === null ? '' : `&hash=${hash}`}&hd=2`);
}

const withAutoplay = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

function link(provider: VideoProvider, id: string, embed: string): VideoLink {
  return { provider, id, embed, play: withAutoplay(embed) };
}

/**
 * The player address of a pasted embed code (`<iframe src="…">`, what VK and Rutube hand out to
 * "export" a clip), so the code works where a link does; null when `raw` is not such a code.
 */
function embedCodeSrc(raw: string): string | null {
  if (!/^<iframe\s/i.test(raw)) return null;
  const m = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(raw);
  return m === null ? null : (m[1] ?? m[2]).replace(/&amp;/g, '&');
}

/** What a pasted link or embed code is, or null when it is not a clip of one of the four providers. */
export function parseVideoLink(raw: string): VideoLink | null {
  const url = embedCodeSrc(raw.trim()) ?? raw.trim();
  if (url === '' || url.length > 2000 || /\s/.test(url)) return null;
  for (const re of YOUTUBE) {
    const m = re.exec(url);
    if (m !== null) return link('youtube', m[1], `https://www.youtube-nocookie.com/embed/${m[1]}`);
  }
  const v = VIMEO.exec(url);
  if (v !== null) return link('vimeo', v[1], `https://player.vimeo.com/video/${v[1]}`);
  const r = RUTUBE.exec(url);
  if (r !== null) return link('rutube', r[1].toLowerCase(), `https://rutube.ru/play/embed/${r[1].toLowerCase()}`);
  const k = VK.exec(url);
  if (k !== null) return link('vk', `${k[1]}_${k[2]}`, `https://vk.com/video_ext.php?oid=${k[1]}&id=${k[2]}&hd=2`);
  const ext = VK_EXT.exec(url);
  return ext === null ? null : vkExt(ext[1]);
}

/** The embed URL of a supported link, or null. */
export const videoEmbedUrl = (link: string): string | null => parseVideoLink(link)?.embed ?? null;
