// The toast queue: success / danger (SPEC §4) and warning (SPEC §6 denied action). Screens call
// toasts.show(); the root layout renders them at the top.
import { createEmitter } from '../../adapters/emitter';

export type ToastTheme = 'success' | 'danger' | 'warning';
export interface Toast {
  id: number;
  theme: ToastTheme;
  message: string;
}

const TOAST_MS = 5000;
let items: readonly Toast[] = [];
let nextId = 1;
const changes = createEmitter<readonly Toast[]>();

function set(next: readonly Toast[]) {
  items = next;
  changes.emit(items);
}

export const toasts = {
  list: () => items,
  subscribe: changes.subscribe,
  show(theme: ToastTheme, message: string): number {
    const id = nextId++;
    // The same text twice in a row is one toast: a double click must not stack copies.
    set([...items.filter((t) => t.message !== message), { id, theme, message }].slice(-4));
    setTimeout(() => toasts.dismiss(id), TOAST_MS);
    return id;
  },
  dismiss(id: number) {
    if (items.some((t) => t.id === id)) set(items.filter((t) => t.id !== id));
  },
};
