// Per-project permission codes of SPEC §6. A member's rights are stored per project as
// `{ [code]: boolean }`; a missing project entry (or a missing code in it) means allowed, and the
// account owner has every right. Both the server checks and the UI guards use this list.
import * as v from 'valibot';

export const permissionCodes = [
  'page.create',
  'page.delete',
  'page.folders',
  'page.list',
  'page.publish',
  'page.save',
  'page.settings',
  'page.test',
  'integration.list',
  'integration.edit',
  'integration.delete',
  'statistics.list',
  'lead.delete',
  'lead.list',
  'domain.list',
  'domain.add',
  'domain.delete',
  'domain.edit',
] as const;

export type PermissionCode = (typeof permissionCodes)[number];

/** Flags of one project: only known codes; omitted codes are allowed. */
export const projectPermissionsSchema = v.partial(
  v.object(Object.fromEntries(permissionCodes.map((c) => [c, v.boolean()])) as Record<PermissionCode, v.BooleanSchema<undefined>>),
);
export type ProjectPermissions = v.InferOutput<typeof projectPermissionsSchema>;

/** projectId (as a string key, JSON objects have no numeric keys) → flags. */
const projectKey = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,14}$/));
export const permissionsMapSchema = v.record(projectKey, projectPermissionsSchema);
export type PermissionsMap = v.InferOutput<typeof permissionsMapSchema>;

/** SPEC §6: a missing project entry or a missing code means allowed. */
export function isAllowed(map: PermissionsMap, projectId: number, code: PermissionCode, isOwner: boolean): boolean {
  if (isOwner) return true;
  const entry = map[String(projectId)];
  if (!entry) return true;
  return entry[code] !== false;
}

/**
 * Something outside any project (a project-less page, domain or folder, an all-pages plugin): a member
 * may act on it only with the code allowed in every project of theirs, so "no project" is never a
 * way around a project's restriction. The owner has every right.
 */
export function isAllowedOutsideProjects(map: PermissionsMap, code: PermissionCode, isOwner: boolean): boolean {
  if (isOwner) return true;
  return Object.values(map).every((entry) => entry[code] !== false);
}

/**
 * One project's flags as they are stored: only the denied codes (an allowed code and a missing one
 * mean the same), null when nothing is denied — no entry, which SPEC §6 reads as "allowed".
 */
export function deniedFlags(flags: ProjectPermissions | null | undefined): ProjectPermissions | null {
  const denied = Object.fromEntries(Object.entries(flags ?? {}).filter(([, on]) => on === false)) as ProjectPermissions;
  return Object.keys(denied).length === 0 ? null : denied;
}

/** Do two entries of one project grant the same rights (true and missing codes are alike)? */
export function sameProjectFlags(a: ProjectPermissions | null | undefined, b: ProjectPermissions | null | undefined): boolean {
  return permissionCodes.every((c) => (a?.[c] !== false) === (b?.[c] !== false));
}

/**
 * A change of one project's flags: what the editing screen read (so a save made meanwhile by another
 * owner or tab is noticed, not overwritten) and what it sets; null is "no entry" (everything allowed).
 */
export const projectChangeSchema = v.object({
  read: v.nullable(projectPermissionsSchema),
  set: v.nullable(projectPermissionsSchema),
});
export type ProjectChange = v.InferOutput<typeof projectChangeSchema>;

/** projectId → its change; projects not named keep what is stored. */
export const permissionsPatchSchema = v.record(projectKey, projectChangeSchema);
export type PermissionsPatch = v.InferOutput<typeof permissionsPatchSchema>;

/** The projects whose rights differ between the map as read and as edited — all a save sends. */
export function permissionsPatch(read: PermissionsMap, edited: PermissionsMap): PermissionsPatch {
  const patch: PermissionsPatch = {};
  for (const key of new Set([...Object.keys(read), ...Object.keys(edited)])) {
    if (!sameProjectFlags(read[key], edited[key])) patch[key] = { read: read[key] ?? null, set: deniedFlags(edited[key]) };
  }
  return patch;
}

/**
 * After a 409: the member's rights as stored now with the owner's edits put back wherever they did not
 * conflict. `conflicting` (the 409's `params.projects`) keep what is stored — another owner saved them;
 * every other project changed between `read` and `edited` gets the edited entry again, so the owner's
 * work there waits for the next save instead of being thrown away.
 */
export function reapplyEdits(fresh: PermissionsMap, read: PermissionsMap, edited: PermissionsMap, conflicting: ReadonlySet<string>): PermissionsMap {
  const next: PermissionsMap = { ...fresh };
  for (const key of Object.keys(permissionsPatch(read, edited))) {
    if (conflicting.has(key)) continue;
    if (edited[key]) next[key] = edited[key];
    else delete next[key];
  }
  return next;
}

/** The project ids a 409 `access.permissions_stale` names (`params.projects`), as map keys. */
export function staleProjects(params: Record<string, unknown> | undefined): Set<string> {
  const ids = params?.projects;
  return new Set(Array.isArray(ids) ? ids.map(String) : []);
}
