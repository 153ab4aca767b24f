import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoEmbedUrl } from './video-links';

const RUTUBE_ID = 'c6cc4d620b1d4338901770a44b3e82f4';

describe('video links of the four providers', () => {
  it('YouTube: watch, short, embed and shorts links play from the privacy-enhanced domain', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ']) {
      expect(parseVideoLink(url), url).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ', embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
  });

  it('Vimeo: page and player links', () => {
    for (const url of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc', 'vimeo.com/76979871/']) {
      expect(parseVideoLink(url), url).toMatchObject({ provider: 'vimeo', id: '76979871', embed: 'https://player.vimeo.com/video/76979871' });
    }
  });

  it('Rutube: the video page and the embed player, ids of 32 hex digits', () => {
    for (const url of [`https://rutube.ru/video/${RUTUBE_ID}/`, `rutube.ru/video/${RUTUBE_ID}`, `https://rutube.ru/play/embed/${RUTUBE_ID}`, `https://rutube.ru/video/${RUTUBE_ID.toUpperCase()}/?r=wd`]) {
      expect(parseVideoLink(url), url).toEqual({ provider: 'rutube', id: RUTUBE_ID, embed: `https://rutube.ru/play/embed/${RUTUBE_ID}`, play: `https://rutube.ru/play/embed/${RUTUBE_ID}?autoplay=1` });
    }
  });

  it('VK Video: vk.com and vkvideo.ru links of a user or a community (negative owner)', () => {
    expect(parseVideoLink('https://vk.com/video-22822305_456242144')).toEqual({
      provider: 'vk', id: '-22822305_456242144',
      embed: 'https://vk.com/video_ext.php?oid=-22822305&id=456242144&hd=2', play: 'https://vk.com/video_ext.php?oid=-22822305&id=456242144&hd=2&autoplay=1',
    });
    expect(parseVideoLink('https://vkvideo.ru/video123_456')).toMatchObject({ provider: 'vk', id: '123_456' });
    expect(parseVideoLink('https://vk.com/videos-1?z=video-1_2%2Fpl_-1')).toMatchObject({ provider: 'vk', id: '-1_2' });
    expect(parseVideoLink('m.vk.com/video5_6')).toMatchObject({ provider: 'vk', id: '5_6' });
  });

  it('VK\'s embed code and its address keep the hash a clip shown only by link needs to play elsewhere', () => {
    const embed = 'https://vk.com/video_ext.php?oid=-22822305&id=456242144&hash=e037414127166efe&hd=2';
    expect(parseVideoLink('https://vk.com/video_ext.php?oid=-22822305&id=456242144&hash=e037414127166efe')).toEqual({ provider: 'vk', id: '-22822305_456242144', embed, play: `${embed}&autoplay=1` });
    expect(parseVideoLink('<iframe src="https://vk.com/video_ext.php?oid=-22822305&amp;id=456242144&amp;hash=e037414127166efe&amp;hd=2" width="853" height="480" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" frameborder="0" allowfullscreen></iframe>')?.embed).toBe(embed);
    expect(parseVideoLink('https://vkvideo.ru/video_ext.php?id=2&oid=1')?.embed).toBe('https://vk.com/video_ext.php?oid=1&id=2&hd=2');
    // A hash that is not one is dropped, never passed into the player's address.
    expect(parseVideoLink('https://vk.com/video_ext.php?oid=1&id=2&hash=x"><script>')?.embed).toBe('https://vk.com/video_ext.php?oid=1&id=2&hd=2');
    expect(parseVideoLink('<iframe src="https://rutube.ru/play/embed/' + RUTUBE_ID + '" frameborder="0"></iframe>')).toMatchObject({ provider: 'rutube', id: RUTUBE_ID });
  });

  it('the play URL starts the clip at once (the facade loads it on click)', () => {
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')?.play).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('refuses other sites, lookalike hosts, malformed ids and scripts', () => {
    for (const bad of ['', 'https://example.com/v', 'https://rutube.ru/video/123/', 'https://rutube.ru/video/zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/',
      'https://vk.com/video', 'https://vk.com/videoabc_1', 'https://evilvk.com/video1_2', 'https://vk.com.evil.ru/video1_2', 'https://rutube.ru.evil.com/video/' + RUTUBE_ID,
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/channels/x', 'https://www.youtube.com/watch?v=dQw', 'https://youtu.be/dQw4w9WgXcQ "onload=x', 'https://vk.com/video_ext.php?oid=1', 'https://vk.com/video_ext.php?oid=x&id=2', '<iframe src="https://example.com/v"></iframe>', '<div src="https://youtu.be/dQw4w9WgXcQ"></div>']) {
      expect(parseVideoLink(bad), bad).toBeNull();
      expect(videoEmbedUrl(bad), bad).toBeNull();
    }
  });
});
