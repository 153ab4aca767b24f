// The online-chat widget (SPEC §7 "Other": open, auth, identify, track). A no-op until a widget id
// is configured; when configured it loads the vendor script and forwards calls to its API.
import { loadScript } from './scripts';

export interface Chat {
  readonly enabled: boolean;
  open(): void;
  auth(authHash: string): void;
  identify(user: { id: number; name: string; email: string }): void;
  track(event: string, data?: Record<string, unknown>): void;
}

type ChatApi = (method: string, ...args: unknown[]) => void;
interface ChatWindow {
  chatWidget?: ChatApi & { q?: unknown[][] };
}

export function createChat(widgetId: string | undefined, win: ChatWindow | undefined = globalThis as ChatWindow): Chat {
  if (!widgetId || !win) return { enabled: false, open: () => {}, auth: () => {}, identify: () => {}, track: () => {} };
  const queue: unknown[][] = [];
  const stub = ((...args: unknown[]) => void queue.push(args)) as ChatApi & { q?: unknown[][] };
  stub.q = queue;
  win.chatWidget = win.chatWidget ?? stub;
  loadScript(`https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`);
  const send = (method: string, ...args: unknown[]) => win.chatWidget?.(method, ...args);
  return {
    enabled: true,
    open: () => send('open'),
    auth: (hash) => send('auth', hash),
    identify: (user) => send('identify', user),
    track: (event, data) => send('track', event, data),
  };
}
