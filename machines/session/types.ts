// SPEC §3 "Current user response". The shape is the api/ contract's valibot schema, so the machine,
// the server and the UI agree on one definition (machines/ may import api/, never adapters/ or ui/).
import type * as v from 'valibot';
import type { currentUserSchema } from '../../api/routes/session';

export type CurrentUser = v.InferOutput<typeof currentUserSchema>;
export type CurrentUserRecord = CurrentUser['user'];
export type CurrentAccount = CurrentUser['account'];

/** Another stored session: its user and the token that switches to it (SPEC §3 "Other users"). */
export interface OtherUser {
  token: string;
  user: CurrentUserRecord;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Registration payload; its fields beyond these are not shown in SPEC. */
export interface RegisterPayload {
  email: string;
  password: string;
  name?: string;
  [extra: string]: unknown;
}

export interface ConfirmEmailQuery {
  email: string;
  code: string;
  token: string;
}

/** Answer of login, register and confirm-email: a token when the server issues one. */
export interface TokenAnswer {
  token?: string | null;
}
