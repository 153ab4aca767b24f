// Rules of the customer-data area that the server, the screens and the published pages'
// leads all need: SPEC §3's enumerations (record types, flags, task statuses and priorities, offer
// types and statuses, entity and content types), how a contact is normalised for matching, who may
// use the area (SPEC §6), a webinar's state and a task's due state, and the order total.
import { DEFAULT_PHONE_REGION, phoneE164 } from '../engine/contact';
import type { CountryCode } from 'libphonenumber-js';

// ---------------------------------------------------------------------------------------------
// Enumerations (SPEC §3 "Other enumerations")

/**
 * Person record types: SPEC §3 gives the values 1, 10, 100, 300 but not their meanings; the
 * product names them as a funnel of relationship: a contact, a prospect, a client, a partner.
 */
export const RECORD_TYPES = [1, 10, 100, 300] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_NAMES: Readonly<Record<RecordType, 'contact' | 'prospect' | 'client' | 'partner'>> = {
  1: 'contact', 10: 'prospect', 100: 'client', 300: 'partner',
};

/** Person flags are Y or N (SPEC §3). */
export const FLAG_VALUES = ['Y', 'N'] as const;
export type Flag = (typeof FLAG_VALUES)[number];
export const PERSON_FLAGS = ['active', 'banned', 'suspended'] as const;
export type PersonFlag = (typeof PERSON_FLAGS)[number];
export const toFlag = (on: boolean): Flag => (on ? 'Y' : 'N');
export const fromFlag = (flag: Flag): boolean => flag === 'Y';

export const TASK_STATUSES = ['todo', 'in_progress', 'waiting', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** A task still to do: a reminder is due for it, and it is listed under "open". */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['todo', 'in_progress', 'waiting'];
export const isOpenTask = (status: TaskStatus): boolean => OPEN_TASK_STATUSES.includes(status);

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const PRODUCT_TYPES = ['other', 'education', 'consultation', 'service', 'digital', 'physical', 'subscription'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const ENTITY_TYPES = ['person', 'signup', 'order', 'offer', 'package', 'personAccess'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const CONTENT_TYPES = ['folder', 'document', 'file', 'link'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Colours a pipeline stage may take (tokens of the UI's palette). */
export const STAGE_COLORS = ['blue', 'violet', 'amber', 'green', 'red', 'grey'] as const;
export type StageColor = (typeof STAGE_COLORS)[number];
const DEFAULT_STAGE_COLORS: readonly StageColor[] = ['blue', 'violet', 'amber', 'green', 'red'];
/** The colour a stage gets at this position (0-based) when none is chosen: the server saves it, the dialog shows it. */
export function defaultStageColor(position: number): StageColor {
  return DEFAULT_STAGE_COLORS[position % DEFAULT_STAGE_COLORS.length];
}

/** Custom fields (GET /cdp/fields): which models may have them, and their value types. */
export const FIELD_MODELS = ['person', 'order'] as const;
export type FieldModel = (typeof FIELD_MODELS)[number];
export const FIELD_TYPES = ['text', 'number', 'date', 'select', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Contacts: how a lead finds its person

/** Lower-cased and trimmed; null when it is not an email at all. */
export function normalizeEmail(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim().toLowerCase();
  if (s.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s)) return null;
  return s;
}

/**
 * A person's phone key: the digits of its E.164 form (engine/contact.ts phoneE164, read in the
 * account's region, Russia by default), so "+7 (900) 123-45-67", "8 900 1234567" and "9001234567"
 * are one person — the same digits a lead's stored phone has. Null when it is no phone number.
 */
export function normalizePhone(raw: string | null | undefined, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  return phoneE164(raw, region)?.slice(1) ?? null;
}

/**
 * What the persons list searches: name, email and phone — the phone also as its own digits and its
 * key's digits, the digits a phone query is turned into (engine/contact.ts searchTermOf), so
 * "89001234567", "+7 900 123-45-67" and "4567" all find it.
 */
export function personSearchText(p: { name: string; email: string | null; phone: string | null; phoneKey: string | null }): string {
  const digits = (p.phone ?? '').replace(/\D/g, '');
  return [p.name, p.email ?? '', p.phone ?? '', digits, p.phoneKey ?? ''].join(' ').toLowerCase().slice(0, 2000);
}

// ---------------------------------------------------------------------------------------------
// Rights (SPEC §6)

export type CdpAction = 'view' | 'edit' | 'delete';

/**
 * SPEC §6 has no codes of its own for the customer-data area. A person gathers the leads of every
 * project, so the area follows the lead codes across all of them: viewing and editing need
 * `lead.list`, deleting needs `lead.delete`, each allowed in every project of the member (a member
 * kept from one project's leads must not read them through its persons). The owner may do all.
 */
export function cdpAllowed(projects: Readonly<Record<string, Readonly<Record<string, boolean | undefined>>>>, isOwner: boolean, action: CdpAction): boolean {
  if (isOwner) return true;
  const code = action === 'delete' ? 'lead.delete' : 'lead.list';
  return Object.values(projects).every((flags) => flags[code] !== false && (action !== 'delete' || flags['lead.list'] !== false));
}

// ---------------------------------------------------------------------------------------------
// States that follow from time

export type WebinarState = 'upcoming' | 'live' | 'ended';

export function webinarState(startsAt: Date | string, durationMin: number, now: Date = new Date()): WebinarState {
  const start = new Date(startsAt).getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < start + durationMin * 60_000 ? 'live' : 'ended';
}

export type DueState = 'overdue' | 'due' | 'upcoming' | 'none';

/** An open task past its time is overdue; due within the next 24 hours it is due; done tasks are none. */
export function taskDueState(dueAt: Date | string | null, status: TaskStatus, now: Date = new Date()): DueState {
  if (!dueAt || !isOpenTask(status)) return 'none';
  const t = new Date(dueAt).getTime();
  if (t <= now.getTime()) return 'overdue';
  return t - now.getTime() <= 24 * 3600_000 ? 'due' : 'upcoming';
}

// ---------------------------------------------------------------------------------------------
// Orders

/** Whole rubles (SPEC §9): the sum of price × quantity of the items. */
export const orderTotal = (items: readonly { price: number; quantity: number }[]): number =>
  items.reduce((sum, i) => sum + i.price * i.quantity, 0);

/** SPEC §9 "Short unique id": 16 characters of an alphabet without look-alike characters. */
export const SHORT_ID_LENGTH = 16;
export const SHORT_ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const isShortId = (s: string): boolean => s.length === SHORT_ID_LENGTH && [...s].every((c) => SHORT_ID_ALPHABET.includes(c));

/** Prices and totals are whole rubles within this bound (a safe integer after any multiplication). */
export const MAX_PRICE = 1_000_000_000;
export const MAX_QUANTITY = 10_000;

// ---------------------------------------------------------------------------------------------
// SSO into the customer area

/** How long a signed SSO token may be used (seconds); each is accepted once. */
export const SSO_TOKEN_TTL_S = 60;

// ---------------------------------------------------------------------------------------------
// Custom field values

export type FieldValue = string | number | boolean | null;

/** Whether `value` fits a custom field of `type` (null clears a value of any type). */
export function fieldValueValid(field: { type: FieldType; options: readonly string[] }, value: FieldValue): boolean {
  if (value === null) return true;
  switch (field.type) {
    case 'text': return typeof value === 'string' && value.length <= 2000;
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'date': return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    case 'select': return typeof value === 'string' && field.options.includes(value);
    case 'checkbox': return typeof value === 'boolean';
  }
}

/** A field key: starts with a Latin letter; letters, digits and underscores (it names a JSON key). */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
