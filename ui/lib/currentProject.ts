// The current project, remembered per user (SPEC §4 "Other persisted view state"): one stored map
// user id → project id, kept when a session ends or another stored user is switched to, so each
// user comes back to the project they left (the list and the switcher both read it here).
import { useSyncExternalStore } from 'react';
import { storage } from '../../adapters/index';
import { createEmitter } from '../../adapters/emitter';

/** Storage key of the map; services.ts keeps it on logout like the interface language. */
export const CURRENT_PROJECTS_KEY = 'currentProjects';
const changes = createEmitter<void>();

function readMap(): Record<string, number> {
  const map = storage.getJson<unknown>(CURRENT_PROJECTS_KEY, {});
  return typeof map === 'object' && map !== null && !Array.isArray(map) ? (map as Record<string, number>) : {};
}

export function getCurrentProjectId(userId: number | null): number | null {
  if (userId === null) return null;
  const raw = readMap()[String(userId)];
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function setCurrentProjectId(userId: number, id: number): void {
  storage.setJson(CURRENT_PROJECTS_KEY, { ...readMap(), [String(userId)]: id });
  changes.emit();
}

export function useCurrentProjectId(userId: number | null): number | null {
  return useSyncExternalStore(changes.subscribe, () => getCurrentProjectId(userId));
}
