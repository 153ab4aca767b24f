// What adapters ask the UI to show (SPEC §8). The root layout subscribes and renders them.
import { createEmitter } from './emitter';

export type UiEvent =
  | { type: 'toast'; theme: 'success' | 'danger' | 'warning'; message: string }
  /** 403 auth.unauthorized: the 'Ошибка доступа' modal. */
  | { type: 'permissions' }
  /** Other 403: a warning toast 'no access to this function ({type})'. */
  | { type: 'denied'; feature: string }
  /**
   * 402 tariff.limit / billing.expired (SPEC §6): the limit dialog with its way out (a bigger tariff,
   * a packet, paying). `reason` is the limit met (pages, domains, users) or 'expired'.
   */
  | { type: 'limit'; reason: LimitReason; limit: number | null; used: number | null; message: string }
  /** Any other error: 'Произошла ошибка', status, message, 'Понятно'. */
  | { type: 'error'; status: number | null; message: string }
  /** AuthError/401: session cleared, go to /login keeping the query. */
  | { type: 'session-expired' };

export type LimitReason = 'pages' | 'domains' | 'users' | 'expired';

export const uiBus = createEmitter<UiEvent>();
