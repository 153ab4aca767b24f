// Account details (requisites) printed on bills: one row per account, replaced on save.
import { eq } from 'drizzle-orm';
import type { DetailsInput } from '../../api/billing';
import type { Db } from '../db/client';
import { accountDetails } from '../db/schema-billing';

export type DetailsRow = typeof accountDetails.$inferSelect;

export async function getDetails(db: Db, accountId: number): Promise<DetailsRow | null> {
  const [row] = await db.select().from(accountDetails).where(eq(accountDetails.accountId, accountId)).limit(1);
  return row ?? null;
}

export async function saveDetails(db: Db, accountId: number, input: DetailsInput): Promise<DetailsRow> {
  // A person has no КПП; keep what the form sent otherwise.
  const values = { ...input, kpp: input.kind === 'company' ? input.kpp : '', updated: new Date() };
  const [row] = await db.insert(accountDetails).values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountDetails.accountId, set: values }).returning();
  return row;
}
