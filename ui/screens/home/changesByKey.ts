// The onboarding machine hands over the whole answers / flags map after each change; the server sets
// or deletes by key (SPEC §4: a falsy value removes, keys not sent stay). So the screen sends only
// what changed since the last known map, with every removed key as null, or the removal would be lost.

/** Keys whose value differs from `previous`; keys gone from `next` map to null. Empty: nothing to send. */
export function changesByKey<V extends string | boolean>(previous: Readonly<Record<string, V>>, next: Readonly<Record<string, V>>): Record<string, V | null> {
  const changes: Record<string, V | null> = {};
  for (const [key, value] of Object.entries(next)) {
    if (previous[key] !== value) changes[key] = value;
  }
  for (const key of Object.keys(previous)) {
    if (!(key in next)) changes[key] = null;
  }
  return changes;
}

export const isEmptyChange = (changes: Record<string, unknown>): boolean => Object.keys(changes).length === 0;
