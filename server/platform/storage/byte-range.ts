// One byte range of an HTTP Range header (RFC 9110 §14.1.2): what a browser's video player asks for
// to start playing, seek, or read an MP4's index at its end (Safari plays no video without it).
// Several ranges in one header are answered as the whole object, which the RFC allows.

/** Bytes `start` to `end`, both included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The range `header` asks of an object of `size` bytes: null when there is no header or it is not
 * one plain byte range (answer the whole object), 'unsatisfiable' when it starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (m === null || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // A suffix: the last N bytes.
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
