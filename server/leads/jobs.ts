// The leads area's jobs (server/jobs): filling the contact of leads stored before the contact rule.
import { CONTACT_RULE_VERSION } from '../../engine/index';
import type { Db } from '../db/client';
import { enqueue } from '../platform/jobs/queue';
import { registerJob } from '../platform/jobs/registry';
import { fillAllLeadContacts } from './contact';

registerJob('leads.contact.fill', async (_payload, { deps, log, signal }) => {
  const filled = await fillAllLeadContacts(deps.db, signal);
  if (filled > 0) log.info({ filled }, 'lead contacts filled');
}, { maxAttempts: 20, backoff: { baseMs: 10_000, maxMs: 600_000 } });

/**
 * Enqueued by every instance at start: one job per rule version across all of them (the dedupe
 * key), so leads stored before the rule (0300_lead_contact.sql) are filled once, in the background.
 */
export const enqueueContactFill = (db: Db): Promise<unknown> =>
  enqueue(db, { kind: 'leads.contact.fill', payload: {}, dedupeKey: `leads.contact.fill:${CONTACT_RULE_VERSION}` });
