// The customer-data area's jobs (server/jobs): a lead becomes a person, a task falls due, the bytes
// of deleted files are removed. Each is idempotent (jobs run at least once).
import { registerJob } from '../platform/jobs/registry';
import { collectGarbage } from './documents';
import { loadLeadForMatch, personFromLead, personsFromLeads } from './match';
import { remindTask } from './tasks';

registerJob('cdp.person.fromLead', async ({ leadId }, { deps }) => {
  const lead = await loadLeadForMatch(deps.db, leadId);
  // Deleted from the inbox before its turn came: nothing to match.
  if (!lead) return;
  await personFromLead(deps.db, lead);
}, {
  maxAttempts: 12, backoff: { baseMs: 2_000, maxMs: 600_000 },
  batch: async (items, { deps }) => personsFromLeads(deps.db, items.map((i) => i.payload.leadId)),
});

registerJob('cdp.task.due', async (payload, { deps }) => {
  await remindTask(deps, payload);
}, { maxAttempts: 12, backoff: { baseMs: 30_000, maxMs: 3_600_000 } });

registerJob('cdp.documents.gc', async (_payload, { deps }) => {
  await collectGarbage(deps.db, deps.config);
}, { maxAttempts: 10, backoff: { baseMs: 60_000, maxMs: 3_600_000 } });
