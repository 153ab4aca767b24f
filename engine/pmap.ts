/**
 * A persistent (immutable, structurally shared) map from non-negative integer keys to values:
 * a sparse 32-way trie. Setting one key copies only the arrays on its path (≤ 4 arrays of 32 slots
 * for ids below a million), so an edit on a 10,000-widget page costs the same as on an empty one.
 * A plain object or Map would have to be copied whole on every edit to stay immutable.
 * Iteration is in ascending key order, which keeps exports and renders deterministic.
 */
const WIDTH = 32;

type Node = unknown[];

export interface PMap<V> {
  readonly root: Node | undefined;
  readonly depth: number;
  readonly size: number;
  /** Phantom field so PMap<A> and PMap<B> do not mix; never set at run time. */
  readonly __value?: V;
}

const POW: number[] = [];
for (let i = 0, p = 1; i < 12; i++, p *= WIDTH) POW.push(p);

const capacity = (depth: number): number => POW[depth] ?? Number.POSITIVE_INFINITY;
const slot = (key: number, level: number): number => Math.floor(key / POW[level]) % WIDTH;

function checkKey(key: number): void {
  if (!Number.isSafeInteger(key) || key < 0) throw new RangeError(`PMap key must be a non-negative integer, got ${key}`);
}

export function emptyPMap<V>(): PMap<V> {
  return { root: undefined, depth: 1, size: 0 };
}

export function pget<V>(map: PMap<V>, key: number): V | undefined {
  if (map.root === undefined || key < 0 || key >= capacity(map.depth)) return undefined;
  let node: Node | undefined = map.root;
  for (let level = map.depth - 1; level > 0; level--) {
    node = node[slot(key, level)] as Node | undefined;
    if (node === undefined) return undefined;
  }
  return node[key % WIDTH] as V | undefined;
}

export const phas = <V>(map: PMap<V>, key: number): boolean => pget(map, key) !== undefined;

export function pset<V>(map: PMap<V>, key: number, value: V): PMap<V> {
  checkKey(key);
  if (value === undefined) throw new RangeError('PMap values cannot be undefined; use premove');
  let root = map.root;
  let depth = map.depth;
  while (key >= capacity(depth)) {
    // Grow upwards: the old root becomes slot 0 of a new root.
    if (root !== undefined) {
      const grown: Node = new Array(WIDTH);
      grown[0] = root;
      root = grown;
    }
    depth++;
  }
  let added = false;
  const write = (node: Node | undefined, level: number): Node => {
    const copy: Node = node === undefined ? new Array(WIDTH) : node.slice();
    const i = slot(key, level);
    if (level === 0) {
      if (copy[i] === undefined) added = true;
      copy[i] = value;
    } else {
      copy[i] = write(copy[i] as Node | undefined, level - 1);
    }
    return copy;
  };
  const nextRoot = write(root, depth - 1);
  return { root: nextRoot, depth, size: map.size + (added ? 1 : 0) };
}

export function premove<V>(map: PMap<V>, key: number): PMap<V> {
  if (pget(map, key) === undefined) return map;
  const erase = (node: Node, level: number): Node | undefined => {
    const copy = node.slice();
    const i = slot(key, level);
    copy[i] = level === 0 ? undefined : erase(copy[i] as Node, level - 1);
    // Drop arrays that became empty so iteration never walks dead branches.
    return copy.some((x) => x !== undefined) ? copy : undefined;
  };
  return { root: erase(map.root as Node, map.depth - 1), depth: map.depth, size: map.size - 1 };
}

export function pforEach<V>(map: PMap<V>, fn: (value: V, key: number) => void): void {
  const walk = (node: Node, level: number, base: number): void => {
    for (let i = 0; i < node.length; i++) {
      const child = node[i];
      if (child === undefined) continue;
      if (level === 0) fn(child as V, base + i);
      else walk(child as Node, level - 1, base + i * POW[level]);
    }
  };
  if (map.root !== undefined) walk(map.root, map.depth - 1, 0);
}

export function pvalues<V>(map: PMap<V>): V[] {
  const out: V[] = [];
  pforEach(map, (v) => out.push(v));
  return out;
}

export function pkeys<V>(map: PMap<V>): number[] {
  const out: number[] = [];
  pforEach(map, (_v, k) => out.push(k));
  return out;
}

/** Builds a map in one pass, mutating fresh arrays (nothing is shared yet), for fast imports. */
export function pfrom<V>(entries: Iterable<readonly [number, V]>): PMap<V> {
  let root: Node | undefined;
  let depth = 1;
  let size = 0;
  for (const [key, value] of entries) {
    checkKey(key);
    while (key >= capacity(depth)) {
      if (root !== undefined) {
        const grown: Node = new Array(WIDTH);
        grown[0] = root;
        root = grown;
      }
      depth++;
    }
    if (root === undefined) root = new Array(WIDTH);
    let node = root;
    for (let level = depth - 1; level > 0; level--) {
      const i = slot(key, level);
      let next = node[i] as Node | undefined;
      if (next === undefined) {
        next = new Array(WIDTH);
        node[i] = next;
      }
      node = next;
    }
    const i = key % WIDTH;
    if (node[i] === undefined) size++;
    node[i] = value;
  }
  return { root, depth, size };
}
