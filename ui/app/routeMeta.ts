// Route-level facts of SPEC §2 / §6 kept as data: which routes are owner-only or permission-gated,
// and which routes survive a project switch. The checks themselves are api/permissions isAllowed.
import type { PermissionCode } from '../../api/permissions';

export interface RouteHandle {
  /** Internal route name (SPEC §2: Home, Pages, Leads, …); the unsupported-device rule reads it. */
  name: string;
  /** 'owner' = owner only (contacts, trash, transfers, billing, users); a code = per-project permission. */
  access?: 'owner' | PermissionCode;
}

/** Switching the current project keeps the user on these routes; elsewhere they go to '/'. */
export const ROUTES_KEPT_ON_PROJECT_SWITCH: readonly string[] = [
  'Home', 'Pages', 'Leads', 'Integrations', 'VisitsStatistic', 'Domains', 'Contacts', 'Users', 'Orders', 'Persons',
];

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}
