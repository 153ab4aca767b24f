// The notification jobs (notify.ts): lead.notify follows every lead.created; lead.mail sends one;
// lead.telegram posts one to the account's Telegram chat (telegram.ts).
import { registerJob } from '../platform/jobs/registry';
import { mailLead, notifyLead, notifyLeads } from './notify';
import { postLead } from './telegram';

registerJob('lead.notify', async ({ leadId }, { deps }) => {
  await notifyLead(deps, leadId);
}, {
  batch: async (items, { deps }) => {
    await notifyLeads(deps, items.map((i) => i.payload.leadId));
    return items.map(() => undefined);
  },
});

registerJob('lead.mail', async ({ leadId, to }, { deps }) => {
  await mailLead(deps, leadId, to);
});

// Telegram answers 429 with its own wait (honoured: RetryLaterError) and is down for minutes at most.
registerJob('lead.telegram', async ({ leadId }, { deps }) => {
  await postLead(deps, leadId);
}, { maxAttempts: 10, backoff: { baseMs: 15_000, maxMs: 30 * 60_000 } });
