// SPEC §3 "Current user response". api/ defines the same shape as a valibot schema; the two are to be
// reconciled by the lead, so this file is the only place machines/ spells it.

export interface CurrentUserRecord {
  id: number;
  name: string;
  email: string;
  timezone: string;
  is_admin: boolean;
  account_id: number;
  locale?: string;
}

export interface CurrentAccount {
  id: number;
  tarif: unknown;
  packets: unknown;
  created: string;
  payed_till: string | null;
}

export interface CurrentUser {
  user: CurrentUserRecord;
  account: CurrentAccount;
  flags: Record<string, boolean>;
  qualify: { answers: Record<string, string>; [extra: string]: unknown };
  auth_hash: string;
  permissions: {
    account: { is_owner: boolean };
    projects: Record<string, Record<string, boolean>>;
  };
}

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
