// The forwarder's job: `lead.forward` follows every lead.created (deliveries.ts).
import { registerJob } from '../jobs/registry';
import { forwardLead, FORWARD_JOB, forwardRetry } from './deliveries';

registerJob(FORWARD_JOB, forwardLead, forwardRetry());
