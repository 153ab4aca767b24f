// What the page's Access tab keeps between the screen and «Сохранить»: the flags an owner changed,
// per member, for the page's project (SPEC §6 stores rights per project). The choices outlive the
// page of the list and the search they were made on, so members not on screen keep theirs.
import { isAllowed, type PermissionCode, type PermissionsMap, type ProjectPermissions } from '../../../../api/permissions';

/** member id → the flags changed for the page's project. */
export type AccessChoices = ReadonlyMap<number, ProjectPermissions>;

/** A member's flag as the tab shows it: the choice made here, else what is stored. */
export function shownFlag(choices: AccessChoices, member: { id: number; permissions: PermissionsMap }, projectId: number, code: PermissionCode): boolean {
  return choices.get(member.id)?.[code] ?? isAllowed(member.permissions, projectId, code, false);
}

/** The choices after a click; a flag set back to what is stored is no longer a change. */
export function choose(choices: AccessChoices, member: { id: number; permissions: PermissionsMap }, projectId: number, code: PermissionCode, on: boolean): AccessChoices {
  const next = new Map(choices);
  const flags: ProjectPermissions = { ...next.get(member.id) };
  if (isAllowed(member.permissions, projectId, code, false) === on) delete flags[code];
  else flags[code] = on;
  if (Object.keys(flags).length === 0) next.delete(member.id);
  else next.set(member.id, flags);
  return next;
}

/**
 * The member's whole map to save (PUT /access/users/{id} replaces it): the stored one as read just
 * before saving, with only this project's changed flags written over it.
 */
export function withChoices(stored: PermissionsMap, projectId: number, flags: ProjectPermissions): PermissionsMap {
  const key = String(projectId);
  return { ...stored, [key]: { ...stored[key], ...flags } };
}
