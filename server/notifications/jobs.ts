// The notification jobs (notify.ts): lead.notify follows every lead.created; lead.mail sends one.
import { registerJob } from '../platform/jobs/registry';
import { mailLead, notifyLead, notifyLeads } from './notify';

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
