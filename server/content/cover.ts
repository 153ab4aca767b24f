// Schematic SVG previews ("covers") of blocks and page templates, drawn from the content itself so a
// cover can never drift from its block: sections become coloured bands, headings thick bars, text
// thin lines, buttons rounded pills, images framed placeholders, inputs outlined boxes.
import { plainText } from '../../engine/index';
import type { N } from './build';
import type { Decl } from './types';

const WIDTH = 320;
/** Content is laid out at 1200 px and drawn at WIDTH. */
const SCALE = WIDTH / 1200;

interface Ctx { out: string[] }

const desk = (n: N): Decl => n.style?.desktop ?? {};
const px = (v: unknown, fallback: number): number => {
  const m = typeof v === 'string' ? /^(\d+(?:\.\d+)?)px/.exec(v) : null;
  return m ? Number(m[1]) : typeof v === 'number' ? v : fallback;
};
/** A solid colour of a background value, or undefined for gradients we cannot show simply. */
function colorOf(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (/^#[0-9a-f]{3,8}$/i.test(v) || /^rgba?\(/.test(v)) return v;
  const m = /#[0-9a-f]{6}/i.exec(v);
  return m ? m[0] : undefined;
}
const esc = (s: string) => s.replace(/[<>&"]/g, '');

function rect(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
  ctx.out.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(0, w).toFixed(1)}" height="${Math.max(0, h).toFixed(1)}" fill="${esc(fill)}"${extra}/>`);
}

function textLines(ctx: Ctx, x: number, y: number, w: number, chars: number, size: number, color: string, align: string): number {
  const perLine = Math.max(8, Math.floor(w / (size * 0.55)));
  const lines = Math.min(4, Math.max(1, Math.ceil(chars / perLine)));
  for (let i = 0; i < lines; i++) {
    const lw = i === lines - 1 && lines > 1 ? w * 0.6 : Math.min(w, (chars / lines) * size * 0.55);
    const lx = align === 'center' ? x + (w - lw) / 2 : x;
    rect(ctx, lx, y + i * size * 1.5 + size * 0.25, lw, size * 0.9, color, ' rx="1" opacity=".75"');
  }
  return lines * size * 1.5;
}

/** Draws `n` in the box (x, y, w) at layout scale; returns the height used. */
function draw(ctx: Ctx, n: N, x: number, y: number, w: number, inherited: string): number {
  const s = desk(n);
  const color = colorOf(s.color) ?? inherited;
  const align = typeof s.textAlign === 'string' ? s.textAlign : 'left';
  switch (n.type) {
    case 'heading': {
      const size = px(s.fontSize, 28);
      return textLines(ctx, x, y, w, plainText(n.cfg?.text).length, size, color, align) + 4;
    }
    case 'text': {
      const size = px(s.fontSize, 16);
      return textLines(ctx, x, y, w, Math.min(160, plainText(n.cfg?.text).length), size, color, align) + 4;
    }
    case 'button': {
      const bw = Math.min(w, 24 + String(n.cfg?.text ?? '').length * 9);
      const bx = align === 'center' ? x + (w - bw) / 2 : x;
      const fill = s.backgroundColor === 'transparent' ? 'none' : colorOf(s.backgroundColor) ?? '#2563eb';
      // A ghost button is drawn as its outline.
      rect(ctx, bx, y, bw, 48, fill, ` rx="${Math.min(24, px(s.borderRadius, 6))}"${fill === 'none' ? ` stroke="${esc(color)}" stroke-width="3"` : ''}`);
      return 52;
    }
    case 'image': {
      const iw = Math.min(w, px(s.width, w));
      const ih = iw * (Number(n.cfg?.height ?? 2) / Number(n.cfg?.width ?? 3));
      rect(ctx, x, y, iw, ih, '#cbd5e1', ` rx="${px(s.borderRadius, 0)}"`);
      ctx.out.push(`<path d="M${(x + iw * 0.15).toFixed(1)} ${(y + ih * 0.85).toFixed(1)}l${(iw * 0.25).toFixed(1)} ${(-ih * 0.4).toFixed(1)} ${(iw * 0.2).toFixed(1)} ${(ih * 0.25).toFixed(1)} ${(iw * 0.15).toFixed(1)} ${(-ih * 0.15).toFixed(1)} ${(iw * 0.1).toFixed(1)} ${(ih * 0.3).toFixed(1)}z" fill="#94a3b8"/>`);
      return ih + 4;
    }
    case 'icon': {
      const size = Number(n.cfg?.width ?? 32);
      ctx.out.push(`<circle cx="${(x + size / 2).toFixed(1)}" cy="${(y + size / 2).toFixed(1)}" r="${(size / 2).toFixed(1)}" fill="${esc(colorOf(s.backgroundColor) ?? '#94a3b8')}"/>`);
      return size + 4;
    }
    case 'input': {
      textLines(ctx, x, y, w * 0.3, 8, 12, color, 'left');
      rect(ctx, x, y + 20, w, 44, '#ffffff', ' stroke="#94a3b8" stroke-width="2" rx="4"');
      return 70;
    }
    case 'menu': {
      const items = Array.isArray(n.cfg?.items) ? n.cfg.items.length : 3;
      for (let i = 0; i < items; i++) rect(ctx, x + i * 110, y + 8, 80, 12, color, ' opacity=".6"');
      return 28;
    }
    case 'spoiler':
      rect(ctx, x, y, w, 60, colorOf(s.backgroundColor) ?? '#ffffff', ' stroke="#cbd5e1" stroke-width="2"');
      textLines(ctx, x + 20, y + 18, w * 0.6, 30, 16, color, 'left');
      return 64;
    case 'counter':
      rect(ctx, x + (align === 'center' ? w / 4 : 0), y, Math.min(w, 110), 40, colorOf(s.color) ?? color);
      return 48;
    case 'social-links':
      for (let i = 0; i < 2; i++) ctx.out.push(`<circle cx="${x + 16 + i * 44}" cy="${y + 16}" r="16" fill="${esc(color)}" opacity=".6"/>`);
      return 36;
    case 'spacer':
      return px(s.height, 32);
    default:
      return drawBox(ctx, n, x, y, w, color);
  }
}

/** Containers, columns, navbars, forms: background, padding, then children in a row or a column. */
function drawBox(ctx: Ctx, n: N, x: number, y: number, w: number, color: string): number {
  const s = desk(n);
  const pad = typeof s.padding === 'string' ? s.padding.split(/\s+/).map((p) => px(p, 0)) : [0];
  const [pt, pr = pt, pb = pt, pl = pr] = pad;
  const maxW = px(s.maxWidth, w);
  const innerW = Math.min(w - pl - pr, maxW);
  const innerX = x + pl + (s.justifyContent === 'center' || maxW < w - pl - pr ? (w - pl - pr - innerW) / 2 : 0);
  const gap = px(s.gap, 0);
  const kids = n.children ?? [];
  const rowDir = (s.display === 'flex' && s.flexDirection !== 'column' && (n.type === 'container' || n.type === 'navbar')) || s.flexDirection === 'row';
  const start = ctx.out.length;
  let h = 0;
  if (rowDir && kids.length > 1) {
    const cw = (innerW - gap * (kids.length - 1)) / kids.length;
    for (let i = 0; i < kids.length; i++) h = Math.max(h, draw(ctx, kids[i], innerX + i * (cw + gap), y + pt, cw, color));
  } else {
    for (const k of kids) h += draw(ctx, k, innerX, y + pt + h + (h > 0 ? gap : 0), innerW, color) + (h > 0 ? gap : 0);
  }
  const total = Math.max(pt + h + pb, n.type === 'container' && kids.length === 0 ? px(s.minHeight, 160) : 0);
  const bg = colorOf(s.background) ?? colorOf(s.backgroundColor);
  const border = typeof s.border === 'string' && s.border !== '0';
  if (bg || border) {
    // The background goes under the children drawn above.
    const before = ctx.out.splice(start);
    rect(ctx, x, y, w, total, bg ?? 'none', `${border ? ' stroke="#cbd5e1" stroke-width="2"' : ''} rx="${px(s.borderRadius, 0)}"`);
    ctx.out.push(...before);
  }
  return total;
}

/** A cover for a list of top-level nodes; tall pages are cut at `maxHeight` layout pixels. */
export function coverSvg(nodes: N[], maxHeight = 2400): string {
  const ctx: Ctx = { out: [] };
  let y = 0;
  for (const n of nodes) {
    if (y >= maxHeight) break;
    y += draw(ctx, n, 0, y, 1200, '#1f2937');
  }
  const h = Math.max(120, Math.min(y, maxHeight));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${Math.round(h * SCALE)}" viewBox="0 0 1200 ${Math.round(h)}"><rect width="1200" height="${Math.round(h)}" fill="#ffffff"/>${ctx.out.join('')}</svg>`;
}
