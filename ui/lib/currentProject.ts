// The current project, remembered locally (SPEC §4 "Other persisted view state").
import { useSyncExternalStore } from 'react';
import { storage } from '../../adapters/index';
import { createEmitter } from '../../adapters/emitter';

const KEY = 'project';
const changes = createEmitter<void>();

export function getCurrentProjectId(): number | null {
  const raw = Number(storage.getItem(KEY));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function setCurrentProjectId(id: number): void {
  storage.setItem(KEY, String(id));
  changes.emit();
}

export function useCurrentProjectId(): number | null {
  return useSyncExternalStore(changes.subscribe, getCurrentProjectId);
}
