// File sniffing and header sizes on hand-built headers of each supported format.
import { describe, expect, it } from 'vitest';
import { imageSize, sniff } from './media-probe';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];

describe('media probe', () => {
  it('reads JPEG size from the SOF marker after other segments', () => {
    const jpeg = bytes([0xff, 0xd8], [0xff, 0xe0, ...u16be(16)], new Array(14).fill(0), [0xff, 0xc0, ...u16be(17), 8, ...u16be(480), ...u16be(640)], new Array(12).fill(0));
    expect(sniff(jpeg)).toMatchObject({ kind: 'image', ext: 'jpg', mime: 'image/jpeg' });
    expect(imageSize(jpeg, 'jpg')).toEqual({ width: 640, height: 480 });
  });

  it('reads GIF, BMP and WebP (VP8X, VP8L, VP8) sizes', () => {
    const gif = bytes('GIF89a', u16le(300), u16le(200), [0, 0, 0]);
    expect(sniff(gif)?.ext).toBe('gif');
    expect(imageSize(gif, 'gif')).toEqual({ width: 300, height: 200 });
    const bmp = bytes('BM', new Array(16).fill(0), u32le(50), u32le(-70 >>> 0), [0, 0]);
    expect(sniff(bmp)?.ext).toBe('bmp');
    expect(imageSize(bmp, 'bmp')).toEqual({ width: 50, height: 70 });
    const vp8x = bytes('RIFF', u32le(30), 'WEBP', 'VP8X', u32le(10), [0, 0, 0, 0], [0x1f, 0x03, 0x00], [0xdf, 0x01, 0x00]);
    expect(sniff(vp8x)?.ext).toBe('webp');
    expect(imageSize(vp8x, 'webp')).toEqual({ width: 800, height: 480 });
    const bits = (99 & 0x3fff) | ((49 & 0x3fff) << 14);
    const vp8l = bytes('RIFF', u32le(30), 'WEBP', 'VP8L', u32le(10), [0x2f], u32le(bits));
    expect(imageSize(vp8l, 'webp')).toEqual({ width: 100, height: 50 });
    const vp8 = bytes('RIFF', u32le(30), 'WEBP', 'VP8 ', u32le(10), new Array(6).fill(0), u16le(320), u16le(240));
    expect(imageSize(vp8, 'webp')).toEqual({ width: 320, height: 240 });
  });

  it('recognises SVG by its root element and reads width/height or the viewBox', () => {
    const a = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64px" height="32"></svg>');
    expect(sniff(a)).toMatchObject({ kind: 'image', ext: 'svg' });
    expect(imageSize(a, 'svg')).toEqual({ width: 64, height: 32 });
    const b = Buffer.from('<svg viewBox="0 0 24 12"/>');
    expect(imageSize(b, 'svg')).toEqual({ width: 24, height: 12 });
    expect(sniff(Buffer.from('<html><svg></svg></html>'))).toBeNull();
  });

  it('recognises mp4 and webm, and nothing else', () => {
    expect(sniff(bytes([0, 0, 0, 20], 'ftypmp42', [0, 0, 0, 0]))).toMatchObject({ kind: 'video', ext: 'mp4' });
    expect(sniff(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0]))).toMatchObject({ kind: 'video', ext: 'webm' });
    expect(sniff(Buffer.from('plain text file'))).toBeNull();
    expect(imageSize(Buffer.from([0x89, 0x50]), 'png')).toBeNull();
  });
});
