// Who the policy page names as the operator of personal data: the account's requisites (the
// details printed on its bills) and the site's domain, when the account has given them.
import { eq } from 'drizzle-orm';
import { getAccountDetails } from '../billing/index';
import type { PolicyOwner } from '../content/index';
import type { Db } from '../db/client';
import { domains } from '../db/schema-pages';

export async function policyOwnerOf(db: Db, accountId: number, domainId: number | null): Promise<PolicyOwner> {
  const details = await getAccountDetails(db, accountId);
  const [domain] = domainId === null ? [] : await db.select({ name: domains.name }).from(domains).where(eq(domains.id, domainId)).limit(1);
  return {
    ...(details && { kind: details.kind, name: details.name, inn: details.inn, kpp: details.kpp, address: details.address, email: details.email, phone: details.phone }),
    ...(domain && { site: domain.name }),
  };
}
