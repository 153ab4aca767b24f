// The integrations' jobs: `integrations.lead` follows every lead.created and makes the lead's
// deliveries; `integrations.deliver` sends one (deliveries.ts).
import { registerJob } from '../jobs/registry';
import { attemptDelivery, DELIVER_JOB, deliveryRetry, fanOutLead } from './deliveries';

registerJob('integrations.lead', async ({ leadId }, { deps }) => {
  await fanOutLead(deps, leadId);
});

registerJob(DELIVER_JOB, async ({ deliveryId }, ctx) => attemptDelivery(deliveryId, ctx), deliveryRetry());
