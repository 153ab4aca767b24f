// File answers of leads: checked (the kind by its first bytes, not only its name; the field's size
// limit), stored in the media store under a private key before the lead is written, linked to the
// lead once it is, and read back only by the account's users who may see the lead (routes.ts
// `file`). A refused file stores nothing; a repeated submission's files are deleted again.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileKindOf, FILE_KINDS, type FieldError, type FormRules } from '../../engine/index';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import type { ObjectStore } from '../platform/storage/index';
import type { PostedFile } from './intake-body';

const MB = 1024 * 1024;

/** A file answer as stored: the field it answers, what the visitor sent, and where its bytes are. */
export interface StoredLeadFile { field: string; name: string; mime: string; size: number; key: string }

/**
 * Every file field's problem (a wrong kind, too heavy) by field name. A file field whose bytes did
 * not come (a plain POST without the script) has no answer: its name alone is dropped from `answers`.
 */
export function fileProblems(form: FormRules, files: Readonly<Record<string, PostedFile>>, answers: Record<string, string>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const rule of form.fields) {
    if (rule.kind !== 'file') continue;
    const file = files[rule.name];
    if (file === undefined) {
      delete answers[rule.name];
      continue;
    }
    if (file.bytes.length > (rule.maxMb ?? 10) * MB) errors[rule.name] = 'fileSize';
    else if (fileKindOf(file.name, file.bytes.subarray(0, 16), rule.fileKinds ?? []) === null) errors[rule.name] = 'fileType';
  }
  return errors;
}

/** Puts the form's (checked) file answers in the store, each under a fresh private key; all or none. */
export async function putLeadFiles(store: ObjectStore, accountId: number, form: FormRules, files: Readonly<Record<string, PostedFile>>): Promise<StoredLeadFile[]> {
  const stored: StoredLeadFile[] = [];
  try {
    for (const rule of form.fields) {
      const file = files[rule.name];
      if (rule.kind !== 'file' || file === undefined || stored.some((s) => s.field === rule.name)) continue;
      const kind = fileKindOf(file.name, file.bytes.subarray(0, 16), rule.fileKinds ?? []);
      if (kind === null) continue;
      // No name ending: the public /media-files/ route serves only keys with one, so these never leave through it.
      const key = `lead-files/${accountId}/${randomUUID()}`;
      await store.put(key, file.bytes, FILE_KINDS[kind].mime);
      stored.push({ field: rule.name, name: file.name, mime: FILE_KINDS[kind].mime, size: file.bytes.length, key });
    }
  } catch (e) {
    await dropLeadFiles(store, stored);
    throw e;
  }
  return stored;
}

/** Deletes stored bytes no lead links to (a refused or repeated submission). */
export async function dropLeadFiles(store: ObjectStore, stored: readonly StoredLeadFile[]): Promise<void> {
  await Promise.all(stored.map((s) => store.delete(s.key).catch(() => undefined)));
}

/** Links the stored files to their lead. */
export async function linkLeadFiles(db: Db, accountId: number, leadId: number, stored: readonly StoredLeadFile[]): Promise<void> {
  for (const s of stored) {
    await preparedRows(db, sql`INSERT INTO lead_files (account_id, lead_id, field, name, mime, size, storage_key)
      VALUES (${accountId}::bigint, ${leadId}::bigint, ${s.field}, ${s.name}, ${s.mime}, ${s.size}::int, ${s.key}) RETURNING id`);
  }
}

/** A lead's files as its detail lists them. */
export async function leadFilesOf(db: Db, accountId: number, leadId: number): Promise<{ id: number; field: string; name: string; size: number }[]> {
  const rows = await preparedRows<{ id: string | number; field: string; name: string; size: number }>(db,
    sql`SELECT id, field, name, size FROM lead_files WHERE account_id = ${accountId}::bigint AND lead_id = ${leadId}::bigint ORDER BY id`);
  return rows.map((r) => ({ id: Number(r.id), field: r.field, name: r.name, size: Number(r.size) }));
}

/** One file of a lead of the account, or undefined. */
export async function leadFileOf(db: Db, accountId: number, leadId: number, fileId: number): Promise<{ name: string; mime: string; key: string } | undefined> {
  const rows = await preparedRows<{ name: string; mime: string; storage_key: string }>(db,
    sql`SELECT name, mime, storage_key FROM lead_files WHERE account_id = ${accountId}::bigint AND lead_id = ${leadId}::bigint AND id = ${fileId}::bigint`);
  return rows[0] === undefined ? undefined : { name: rows[0].name, mime: rows[0].mime, key: rows[0].storage_key };
}

/**
 * Deletes from the store the bytes of files whose leads are gone (listed by the lead_files delete
 * trigger), then forgets their keys. Called once leads are deleted; a key it could not delete stays
 * listed for the next call.
 */
export async function collectLeadFileGarbage(db: Db, store: ObjectStore): Promise<number> {
  const rows = await preparedRows<{ storage_key: string }>(db, sql`SELECT storage_key FROM lead_file_garbage LIMIT 500`);
  let removed = 0;
  for (const { storage_key: key } of rows) {
    try {
      await store.delete(key);
    } catch {
      continue;
    }
    await preparedRows(db, sql`DELETE FROM lead_file_garbage WHERE storage_key = ${key} RETURNING storage_key`);
    removed++;
  }
  return removed;
}
