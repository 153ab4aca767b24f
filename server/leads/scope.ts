// Which leads a call may see, and the filters every leads call shares (list, counts, export).
// Rights (SPEC §6): the owner sees all; a member sees the leads of projects whose `code` flag is
// not false (a missing entry means allowed; leads of pages without a project too). Naming a
// project or page the member may not see is refused outright (403), never silently emptied.
import { and, eq, ilike, inArray, isNull, like, not, or, type SQL } from 'drizzle-orm';
import type { PermissionCode } from '../../api/permissions';
import { phoneRegion, phoneSearchDigits, searchTermOf } from '../../engine/index';
import type { QueryOf } from '../../api/define';
import type { list as leadList } from '../../api/routes/leads';
import type { Db } from '../db/client';
import { leads } from '../db/schema-leads';
import { pages } from '../db/schema-pages';
import type { AuthContext } from '../platform/http/context';
import { unauthorized } from '../platform/http/errors';
import { dateRangeWhere, zoneOf } from '../platform/http/date-range';
import { likePattern } from '../platform/http/list';
import { callerPermissions } from '../account/index';

/** The filters of a leads call as api/routes/leads.ts declares them for the list (the counts take a subset), and its search. */
export type LeadFilters = QueryOf<typeof leadList>['filters'] & { search?: string | null };

/**
 * What the inbox's search looks for: a phone-like term by its digits, normalised as stored phones
 * are (so "89007778899" finds "+7 900 777-88-99"), anything else lower-cased. The search column
 * carries the same digits (leads/contact.ts leadSearchText), under its trigram index.
 */
export const leadSearchTerm = (auth: AuthContext, term: string): string => searchTermOf(term, phoneRegion(auth.account.country));

/** The client filter: part of the client's name (the client line), email or phone (in any format, by its digits). */
function clientWhere(auth: AuthContext, client: string): SQL {
  const digits = phoneSearchDigits(client, phoneRegion(auth.account.country));
  return or(
    ilike(leads.title, likePattern(client)),
    ilike(leads.contactEmail, likePattern(client)),
    ilike(leads.contactPhone, likePattern(client)),
    digits === null ? undefined : like(leads.contactPhoneE164, likePattern(digits)),
  ) as SQL;
}

/** Projects where the member's `code` is false (empty for the owner). */
export async function deniedProjects(db: Db, auth: AuthContext, code: PermissionCode): Promise<number[]> {
  if (auth.isOwner) return [];
  const perms = await callerPermissions(db, auth);
  return Object.entries(perms).filter(([, flags]) => flags[code] === false).map(([id]) => Number(id));
}

/** Leads the caller may see under `code`: own account, minus projects where it is denied. */
export function visibleLeads(auth: AuthContext, denied: readonly number[]): SQL {
  const own = eq(leads.accountId, auth.account.id);
  return denied.length === 0 ? own : (and(own, or(isNull(leads.projectId), not(inArray(leads.projectId, [...denied])))) as SQL);
}

/**
 * The where clause of a leads call: visibility under `code` plus the filters. Throws 403 when a
 * named project or page is one the caller may not see.
 */
export async function leadsWhere(db: Db, auth: AuthContext, code: PermissionCode, f: LeadFilters): Promise<SQL> {
  const denied = await deniedProjects(db, auth, code);
  if (f.project_id !== undefined && denied.includes(f.project_id)) throw unauthorized();
  if (f.page_id !== undefined && denied.length > 0) {
    const [page] = await db.select({ projectId: pages.projectId }).from(pages).where(and(eq(pages.id, f.page_id), eq(pages.accountId, auth.account.id))).limit(1);
    if (page?.projectId != null && denied.includes(page.projectId)) throw unauthorized();
  }
  const zone = zoneOf(auth);
  return and(
    visibleLeads(auth, denied),
    f.page_id !== undefined ? eq(leads.pageId, f.page_id) : undefined,
    f.project_id !== undefined ? eq(leads.projectId, f.project_id) : undefined,
    f.status !== undefined && f.status !== 'all' ? eq(leads.status, f.status) : undefined,
    f.client ? clientWhere(auth, f.client) : undefined,
    f.search ? ilike(leads.search, likePattern(leadSearchTerm(auth, f.search))) : undefined,
    dateRangeWhere(leads.created, f['created[from]'], f['created[to]'], zone),
  ) as SQL;
}
