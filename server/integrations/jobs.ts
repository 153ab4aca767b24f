// The integrations' jobs: `integrations.lead` follows every lead.created and makes the lead's
// deliveries; `integrations.deliver` sends one (deliveries.ts).
import { sql } from 'drizzle-orm';
import { registerJob } from '../platform/jobs/registry';
import { attemptDelivery, DELIVER_JOB, deliveryRetry, fanOutLead } from './deliveries';

registerJob('integrations.lead', async ({ leadId }, { deps }) => {
  await fanOutLead(deps, leadId);
}, {
  // Only an enabled integration of the lead's account can receive it (receiversOf narrows further).
  followsWhen: sql`EXISTS (SELECT 1 FROM integrations i WHERE i.account_id = ev.account_id AND i.enabled)`,
});

registerJob(DELIVER_JOB, async ({ deliveryId }, ctx) => attemptDelivery(deliveryId, ctx), deliveryRetry());
