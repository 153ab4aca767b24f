// The forwarder's job: `lead.forward` follows every lead.created (deliveries.ts).
import { sql } from 'drizzle-orm';
import { registerJob } from '../platform/jobs/registry';
import { forwardLead, FORWARD_JOB, forwardRetry } from './deliveries';

registerJob(FORWARD_JOB, forwardLead, {
  ...forwardRetry(),
  // A new lead is forwarded only by a page whose forwarder is on with an address (forwardLead).
  followsWhen: sql`EXISTS (SELECT 1 FROM page_forwarders f WHERE f.page_id = (ev.payload->>'pageId')::bigint AND f.enabled AND f.url <> '')`,
});
