// Machines never touch window.localStorage: the caller passes this tiny interface (ui/ gives a
// wrapper that adds the product prefix, tests give the in-memory one below).
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In-memory storage for tests and for environments without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    dump: () => Object.fromEntries(data),
  };
}

/** Reads JSON; a missing or corrupt value gives `fallback` (a hand-edited storage must not crash the app). */
export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch (_err) {
    return fallback;
  }
}
