// Tells what an uploaded file really is from its first bytes (never from the client's content
// type), and reads an image's width and height from its header — PNG, JPEG, GIF, WebP, BMP and SVG
// — without a native image library.

export type MediaType =
  | { kind: 'image'; mime: string; ext: 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'svg' }
  | { kind: 'video'; mime: string; ext: 'mp4' | 'webm' };

export function sniff(buf: Buffer): MediaType | null {
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0x89504e47 && buf.readUInt32BE(4) === 0x0d0a1a0a) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (buf.length >= 26 && buf.toString('latin1', 0, 2) === 'BM') return { kind: 'image', mime: 'image/bmp', ext: 'bmp' };
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  if (isSvg(buf)) return { kind: 'image', mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

function isSvg(buf: Buffer): boolean {
  const head = buf.toString('utf8', 0, Math.min(buf.length, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return false;
  return buf.includes('</svg>') || /<svg[^>]*\/>/.test(head);
}

export interface Size { width: number; height: number }

export function imageSize(buf: Buffer, ext: string): Size | null {
  try {
    switch (ext) {
      case 'png': return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
      case 'gif': return buf.length >= 10 ? { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) } : null;
      case 'bmp': return buf.length >= 26 ? { width: Math.abs(buf.readInt32LE(18)), height: Math.abs(buf.readInt32LE(22)) } : null;
      case 'jpg': return jpegSize(buf);
      case 'webp': return webpSize(buf);
      case 'svg': return svgSize(buf);
      default: return null;
    }
  } catch {
    // A truncated header reads past the end: treat as "size unknown", the type check already passed.
    return null;
  }
}

function jpegSize(buf: Buffer): Size | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) { i++; continue; }
    const len = buf.readUInt16BE(i + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

function webpSize(buf: Buffer): Size | null {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const b = buf.readUInt32LE(21);
    return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  return null;
}

function svgSize(buf: Buffer): Size | null {
  const tag = /<svg[^>]*>/i.exec(buf.toString('utf8', 0, Math.min(buf.length, 8192)))?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const w = attr('width');
  const h = attr('height');
  if (w && h) return { width: Math.round(Number(w)), height: Math.round(Number(h)) };
  const vb = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  return vb ? { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) } : null;
}
