// Processes and their ordered steps (SPEC §7 /cdp/process…): shapes and loading one of the account.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { processes, processSteps } from '../db/schema-cdp';
import { notFound } from '../platform/http/errors';

type ProcessRecord = typeof processes.$inferSelect;
type StepRecord = typeof processSteps.$inferSelect;

export const stepView = (s: StepRecord) => ({ id: s.id, title: s.title, description: s.description, sort: s.sort });

export const processView = (p: ProcessRecord, stepsCount: number) => ({
  id: p.id, title: p.title, description: p.description, steps_count: stepsCount, created: p.created.toISOString(), updated: p.updated.toISOString(),
});

export async function processDetail(db: Db, p: ProcessRecord) {
  const steps = await db.select().from(processSteps).where(eq(processSteps.processId, p.id)).orderBy(asc(processSteps.sort), asc(processSteps.id));
  return { ...processView(p, steps.length), steps: steps.map(stepView) };
}

export async function ownProcess(db: Db, accountId: number, id: number): Promise<ProcessRecord> {
  const [p] = await db.select().from(processes).where(and(eq(processes.id, id), eq(processes.accountId, accountId))).limit(1);
  if (!p) throw notFound();
  return p;
}

/** A step of the account's process `processId` (a step of another process answers 404). */
export async function ownStep(db: Db, accountId: number, processId: number, stepId: number): Promise<StepRecord> {
  const [s] = await db.select().from(processSteps)
    .where(and(eq(processSteps.id, stepId), eq(processSteps.processId, processId), eq(processSteps.accountId, accountId))).limit(1);
  if (!s) throw notFound();
  return s;
}
