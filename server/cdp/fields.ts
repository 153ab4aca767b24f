// Custom fields of the customer-data models (GET /cdp/fields, /cdp/models): their definitions, and
// the check every write of custom values goes through (api/cdp.ts fieldValueValid decides a value).
import { and, asc, eq } from 'drizzle-orm';
import { ENTITY_TYPES, fieldValueValid, FIELD_MODELS, type FieldModel, type FieldType, type FieldValue } from '../../api/cdp';
import type { CustomField } from '../../api/routes/cdp';
import type { ErrorCode } from '../../api/errors';
import type { Db } from '../db/client';
import { cdpFields } from '../db/schema-cdp';
import { ApiError } from '../platform/http/errors';

export type FieldRecord = typeof cdpFields.$inferSelect;

export const fieldView = (f: FieldRecord): CustomField => ({
  id: f.id, model: f.model as FieldModel, key: f.key, title: f.title, type: f.type as FieldType, options: f.options, sort: f.sort,
});

export async function fieldsOf(db: Db, accountId: number, model?: FieldModel): Promise<FieldRecord[]> {
  return db.select().from(cdpFields)
    .where(and(eq(cdpFields.accountId, accountId), model ? eq(cdpFields.model, model) : undefined))
    .orderBy(asc(cdpFields.model), asc(cdpFields.sort), asc(cdpFields.id));
}

/**
 * Custom values as they will be stored: every key must be a field of the model and every value fit
 * its type (422 with the offending keys otherwise); null removes a value.
 */
export async function checkFieldValues(db: Db, accountId: number, model: FieldModel, values: Record<string, FieldValue>): Promise<Record<string, FieldValue>> {
  const defs = new Map((await fieldsOf(db, accountId, model)).map((f) => [f.key, f]));
  const errors: Record<string, ErrorCode> = {};
  const out: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(values)) {
    const def = defs.get(key);
    if (!def) {
      // A value of a field deleted since stays out quietly; a key never defined is the caller's mistake.
      if (value !== null) errors[`fields.${key}`] = 'field.unknown_key';
      continue;
    }
    if (!fieldValueValid({ type: def.type as FieldType, options: def.options }, value)) errors[`fields.${key}`] = 'field.value_invalid';
    else if (value !== null && value !== '') out[key] = value;
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation', { fields: errors });
  return out;
}

/** The built-in fields of each model of SPEC §3 "Entity type" (what the API answers for them). */
const BUILTIN: Record<(typeof ENTITY_TYPES)[number], { key: string; type: string }[]> = {
  person: [
    { key: 'name', type: 'text' }, { key: 'email', type: 'email' }, { key: 'phone', type: 'phone' }, { key: 'record_type', type: 'number' },
    { key: 'active', type: 'flag' }, { key: 'banned', type: 'flag' }, { key: 'suspended', type: 'flag' }, { key: 'created', type: 'datetime' },
  ],
  signup: [{ key: 'person_id', type: 'id' }, { key: 'title', type: 'text' }, { key: 'webinar_id', type: 'id' }, { key: 'product_id', type: 'id' }, { key: 'created', type: 'datetime' }],
  order: [{ key: 'person_id', type: 'id' }, { key: 'status', type: 'status' }, { key: 'total', type: 'price' }, { key: 'paid_at', type: 'datetime' }, { key: 'created', type: 'datetime' }],
  offer: [{ key: 'title', type: 'text' }, { key: 'type', type: 'offer_type' }, { key: 'status', type: 'offer_status' }, { key: 'price', type: 'price' }],
  package: [{ key: 'title', type: 'text' }, { key: 'type', type: 'offer_type' }, { key: 'status', type: 'offer_status' }, { key: 'price', type: 'price' }],
  personAccess: [{ key: 'person_id', type: 'id' }, { key: 'active', type: 'flag' }, { key: 'banned', type: 'flag' }, { key: 'suspended', type: 'flag' }],
};

export async function modelsOf(db: Db, accountId: number) {
  const custom = await fieldsOf(db, accountId);
  return ENTITY_TYPES.map((code) => ({
    code,
    builtin: BUILTIN[code],
    custom: (FIELD_MODELS as readonly string[]).includes(code) ? custom.filter((f) => f.model === code).map(fieldView) : [],
  }));
}
