// The notification jobs (notify.ts): lead.notify follows every lead.created; lead.mail sends one.
import { registerJob } from '../jobs/registry';
import { mailLead, notifyLead } from './notify';

registerJob('lead.notify', async ({ leadId }, { deps }) => {
  await notifyLead(deps, leadId);
});

registerJob('lead.mail', async ({ leadId, to }, { deps }) => {
  await mailLead(deps, leadId, to);
});
