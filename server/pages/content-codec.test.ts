import { describe, expect, it } from 'vitest';
import { decodeContent, encodeContent } from './content-codec';

describe('stored page content', () => {
  const data = { version: '0.2', widgets: { 1: { cfg: { text: 'Текст «в кавычках» 😀' } } }, tree: [{ id: 1, cd: [] }] };

  it('round-trips through brotli, smaller than its JSON', async () => {
    const big = { ...data, widgets: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, { cfg: { text: `Абзац ${i}` } }])) };
    const bytes = await encodeContent(big);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(await decodeContent(bytes, 'br')).toEqual(big);
  });

  it('reads rows kept as JSON text before the migration', async () => {
    expect(await decodeContent(Buffer.from(JSON.stringify(data), 'utf8'), 'json')).toEqual(data);
  });

  it('compresses a content once, and writes a decoded content back as the same bytes', async () => {
    const bytes = await encodeContent(data);
    expect(await encodeContent(data)).toBe(bytes);
    const decoded = await decodeContent(bytes, 'br');
    expect(await encodeContent(decoded)).toBe(bytes);
  });

  it('refuses a codec it does not know instead of guessing', async () => {
    await expect(decodeContent(Buffer.from('{}'), 'zstd' as 'br')).rejects.toThrow(/zstd/);
  });
});
