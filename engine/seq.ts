/**
 * A persistent (immutable, structurally shared) sequence of widget ids: the children of one parent.
 *
 * Up to SMALL ids it is a plain frozen-by-convention array, so an ordinary page pays nothing for it
 * and `childIds` hands the array out as it is. Above that it is a list of chunks of at most CHUNK ids
 * plus a persistent map id → chunk key (pmap.ts): inserting or removing copies one chunk, the chunk
 * list (n / CHUNK pointers) and a few trie arrays, and finding an id's index reads its chunk key,
 * sums the chunk lengths before it and scans one chunk — so add / move / delete and their undo on a
 * flat page with 50,000 siblings cost microseconds instead of copying the whole sibling array.
 * Ids in one sequence are unique (a widget has one place in its tree).
 */
import { emptyPMap, pget, premove, pset, type PMap } from './pmap';

/** Largest sequence kept as a plain array. */
const SMALL = 64;
/** Largest chunk; a full chunk splits in two halves. */
const CHUNK = 64;
/** Chunk length when a sequence is built from an array (room to grow before a split). */
const FILL = 48;

interface Chunk {
  /** Stable within its sequence: what `where` points at. */
  readonly key: number;
  readonly ids: readonly number[];
}

export interface ChunkedIds {
  readonly chunks: readonly Chunk[];
  readonly size: number;
  /** id → key of the chunk holding it. */
  readonly where: PMap<number>;
  /** Next unused chunk key. */
  readonly nextKey: number;
}

/** The children of one parent, in order. */
export type IdSeq = readonly number[] | ChunkedIds;

export const EMPTY_SEQ: IdSeq = Object.freeze([]) as readonly number[];

const isArray = (s: IdSeq): s is readonly number[] => Array.isArray(s);

export const seqLength = (s: IdSeq): number => (isArray(s) ? s.length : s.size);

function chunked(ids: readonly number[]): ChunkedIds {
  const chunks: Chunk[] = [];
  let where = emptyPMap<number>();
  for (let at = 0, key = 0; at < ids.length; at += FILL, key++) {
    const part = ids.slice(at, at + FILL);
    chunks.push({ key, ids: part });
    for (const id of part) where = pset(where, id, key);
  }
  return { chunks, size: ids.length, where, nextKey: chunks.length };
}

/** A sequence holding `ids` (taken as they are when small). */
export function seqFrom(ids: readonly number[]): IdSeq {
  return ids.length <= SMALL ? ids : chunked(ids);
}

const arrays = new WeakMap<ChunkedIds, readonly number[]>();

/** The ids as an array: the sequence itself when small, else built once per version and kept. */
export function seqToArray(s: IdSeq): readonly number[] {
  if (isArray(s)) return s;
  let out = arrays.get(s);
  if (out === undefined) {
    const all: number[] = [];
    for (const c of s.chunks) for (const id of c.ids) all.push(id);
    out = all;
    arrays.set(s, out);
  }
  return out;
}

/** Index of `id`, or -1. */
export function seqIndexOf(s: IdSeq, id: number): number {
  if (isArray(s)) return s.indexOf(id);
  const key = pget(s.where, id);
  if (key === undefined) return -1;
  let before = 0;
  for (const c of s.chunks) {
    if (c.key === key) return before + c.ids.indexOf(id);
    before += c.ids.length;
  }
  return -1;
}

/** Chunk position and offset of an index (0 ≤ index ≤ size; size lands at the end of the last chunk). */
function locate(s: ChunkedIds, index: number): { ci: number; offset: number } {
  let rest = index;
  for (let ci = 0; ci < s.chunks.length; ci++) {
    const n = s.chunks[ci].ids.length;
    if (rest < n || ci === s.chunks.length - 1) return { ci, offset: Math.min(rest, n) };
    rest -= n;
  }
  return { ci: 0, offset: 0 };
}

/** Inserts `id` at `index` (clamped to 0…length). */
export function seqInsert(s: IdSeq, index: number, id: number): IdSeq {
  const n = seqLength(s);
  const at = Math.max(0, Math.min(index, n));
  if (isArray(s)) {
    const next = s.slice();
    next.splice(at, 0, id);
    return next.length <= SMALL ? next : chunked(next);
  }
  const { ci, offset } = locate(s, at);
  const chunk = s.chunks[ci];
  const ids = chunk.ids.slice();
  ids.splice(offset, 0, id);
  const chunks = s.chunks.slice();
  let where = s.where;
  let nextKey = s.nextKey;
  if (ids.length <= CHUNK) {
    chunks[ci] = { key: chunk.key, ids };
    where = pset(where, id, chunk.key);
  } else {
    // Split: the first half keeps the key (its ids keep pointing at it), the second gets a new one.
    const half = ids.length >> 1;
    const tail: Chunk = { key: nextKey++, ids: ids.slice(half) };
    chunks.splice(ci, 1, { key: chunk.key, ids: ids.slice(0, half) }, tail);
    if (offset < half) where = pset(where, id, chunk.key);
    for (const moved of tail.ids) where = pset(where, moved, tail.key);
  }
  return { chunks, size: s.size + 1, where, nextKey };
}

/** Removes the id at `index` (an index outside the sequence changes nothing). */
export function seqRemoveAt(s: IdSeq, index: number): IdSeq {
  if (index < 0 || index >= seqLength(s)) return s;
  if (isArray(s)) {
    const next = s.slice();
    next.splice(index, 1);
    return next;
  }
  if (s.size - 1 <= SMALL / 2) {
    const next = seqToArray(s).slice();
    next.splice(index, 1);
    return next;
  }
  const { ci, offset } = locate(s, index);
  const chunk = s.chunks[ci];
  const removed = chunk.ids[offset];
  const chunks = s.chunks.slice();
  let where = premove(s.where, removed);
  const ids = chunk.ids.slice();
  ids.splice(offset, 1);
  if (ids.length === 0) chunks.splice(ci, 1);
  else chunks[ci] = { key: chunk.key, ids };
  // A chunk that ran low joins a neighbour when both fit in one, so the chunk list stays about
  // size / CHUNK long however the sequence was edited.
  const low = ids.length > 0 && ids.length < CHUNK / 4 ? ci : -1;
  const neighbour = low < 0 ? -1 : low + 1 < chunks.length ? low + 1 : low - 1;
  if (neighbour >= 0 && chunks[low].ids.length + chunks[neighbour].ids.length <= FILL) {
    const [first, second] = neighbour > low ? [chunks[low], chunks[neighbour]] : [chunks[neighbour], chunks[low]];
    for (const id of chunks[low].ids) where = pset(where, id, chunks[neighbour].key);
    chunks.splice(Math.min(low, neighbour), 2, { key: chunks[neighbour].key, ids: [...first.ids, ...second.ids] });
  }
  return { chunks, size: s.size - 1, where, nextKey: s.nextKey };
}
