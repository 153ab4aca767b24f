// Loads a third-party script once. Kept apart so tests can count injections.
const loaded = new Set<string>();

export function loadScript(src: string, doc: Document | undefined = globalThis.document): void {
  if (!doc || loaded.has(src)) return;
  loaded.add(src);
  const el = doc.createElement('script');
  el.async = true;
  el.src = src;
  doc.head.appendChild(el);
}
