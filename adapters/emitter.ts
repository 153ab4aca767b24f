// A tiny typed emitter: adapters tell the UI about toasts, modals and redirects without importing React.
export type Listener<T> = (value: T) => void;

export interface Emitter<T> {
  emit(value: T): void;
  subscribe(listener: Listener<T>): () => void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value) {
      // Copy first: a listener may unsubscribe while we iterate.
      [...listeners].forEach((l) => l(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
