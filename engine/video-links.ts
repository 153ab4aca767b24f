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

const withAutoplay = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

function link(provider: VideoProvider, id: string, embed: string): VideoLink {
  return { provider, id, embed, play: withAutoplay(embed) };
}

/** What a pasted link is, or null when it is not a clip of one of the four providers. */
export function parseVideoLink(raw: string): VideoLink | null {
  const url = raw.trim();
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
  return null;
}

/** The embed URL of a supported link, or null. */
export const videoEmbedUrl = (link: string): string | null => parseVideoLink(link)?.embed ?? null;
