// Answers and errors are keyed by names a page's author or a visitor chose, and a field may well be
// named `constructor`, `toString` or `valueOf`. Read from a plain object, such a name finds the
// object's inherited member (a function) when the key is absent — a required field then passed
// unchecked and an absent answer failed `.trim()` — so keyed reads take own keys only.

/** `record[key]` when the record itself has the key, else undefined (never an inherited member). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
