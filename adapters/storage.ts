// Prefixed local storage (SPEC §4: local-storage keys carry a product-specific prefix). It satisfies the
// machines' KeyValueStorage (getItem/setItem/removeItem) and survives a browser without storage
// (private mode, tests) by falling back to memory.

export const STORAGE_PREFIX = 'lpb:';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PrefixedStorage extends KeyValueStorage {
  /** Removes every key of this product (logout clears local data) and leaves other sites' keys alone. */
  clear(): void;
  getJson<T>(key: string, fallback: T): T;
  setJson(key: string, value: unknown): void;
}

/** The part of the DOM Storage API we use; Map-backed memory storage implements it in tests. */
export interface BackingStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): BackingStorage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function browserStorage(): BackingStorage | undefined {
  try {
    // Touching localStorage throws in some privacy modes; probing once decides the backing.
    const ls = globalThis.localStorage;
    const probe = `${STORAGE_PREFIX}probe`;
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return undefined;
  }
}

export function createPrefixedStorage(backing: BackingStorage = browserStorage() ?? createMemoryStorage(), prefix = STORAGE_PREFIX): PrefixedStorage {
  const storage: PrefixedStorage = {
    getItem: (key) => backing.getItem(prefix + key),
    setItem: (key, value) => {
      try {
        backing.setItem(prefix + key, value);
      } catch {
        // Quota exceeded: the value is a convenience (view state), never the only copy of data.
      }
    },
    removeItem: (key) => backing.removeItem(prefix + key),
    clear: () => {
      const ours: string[] = [];
      for (let i = 0; i < backing.length; i += 1) {
        const k = backing.key(i);
        if (k !== null && k.startsWith(prefix)) ours.push(k);
      }
      ours.forEach((k) => backing.removeItem(k));
    },
    getJson: <T,>(key: string, fallback: T): T => {
      const raw = storage.getItem(key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    setJson: (key, value) => storage.setItem(key, JSON.stringify(value)),
  };
  return storage;
}

/** The app-wide instance. */
export const storage = createPrefixedStorage();
