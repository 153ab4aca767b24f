// What the page's Access tab keeps between the screen and «Сохранить»: the flags an owner changed,
// per member, for the page's project (SPEC §6 stores rights per project), with the member's flags
// of that project as they were read. The choices outlive the page of the list and the search they
// were made on, so members not on screen keep theirs.
import { isAllowed, type PermissionCode, type PermissionsMap, type ProjectChange, type ProjectPermissions } from '../../../../api/permissions';

/** One member's choices: the project's flags as read when the first was made, and the changed ones. */
export interface AccessChoice { name: string; read: ProjectPermissions | null; flags: ProjectPermissions }
type Member = { id: number; name: string; permissions: PermissionsMap };
/** member id → their choice for the page's project. */
export type AccessChoices = ReadonlyMap<number, AccessChoice>;

/** A member's flag as the tab shows it: the choice made here, else what is stored. */
export function shownFlag(choices: AccessChoices, member: { id: number; permissions: PermissionsMap }, projectId: number, code: PermissionCode): boolean {
  return choices.get(member.id)?.flags[code] ?? isAllowed(member.permissions, projectId, code, false);
}

/** The choices after a click; a flag set back to what is stored is no longer a change. */
export function choose(choices: AccessChoices, member: Member, projectId: number, code: PermissionCode, on: boolean): AccessChoices {
  const next = new Map(choices);
  const prev = next.get(member.id);
  // The flags read when the first choice was made, even if the list was refetched since.
  const read = prev ? prev.read : member.permissions[String(projectId)] ?? null;
  const flags: ProjectPermissions = { ...prev?.flags };
  if (isAllowed(member.permissions, projectId, code, false) === on) delete flags[code];
  else flags[code] = on;
  if (Object.keys(flags).length === 0) next.delete(member.id);
  else next.set(member.id, { name: member.name, read, flags });
  return next;
}

/**
 * What PATCH /access/users/{id}/permissions gets for the page's project: the flags as read (so a save
 * made meanwhile elsewhere answers 409 instead of being overwritten) and them with the choices over.
 */
export function changeOf(choice: AccessChoice): ProjectChange {
  return { read: choice.read, set: { ...choice.read, ...choice.flags } };
}
