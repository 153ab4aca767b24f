// The stages of a pipeline while its dialog is open: added, renamed, removed and reordered before
// one save. A stage that came from the server keeps its id (and so its persons); a new one gets a
// local key only. The server decides what may be deleted (a stage with persons may not).
import { defaultStageColor, type StageColor } from '../../../api/cdp';
import type { Pipeline } from '../../../api/routes/cdp';

export interface DraftStage {
  /** A key for React while the dialog is open. */
  key: string;
  id?: number;
  title: string;
  /** Fixed when the stage is made (its position's colour), so it moves with the stage and is what gets saved. */
  color: StageColor;
}

let nextKey = 1;
const newKey = () => `new-${nextKey++}`;

export function draftOf(pipeline: Pipeline | null, defaults: readonly string[]): DraftStage[] {
  if (pipeline) return pipeline.stages.map((s) => ({ key: `id-${s.id}`, id: s.id, title: s.title, color: s.color }));
  return defaults.map((title, i) => ({ key: newKey(), title, color: defaultStageColor(i) }));
}

export function addStage(stages: readonly DraftStage[], title = ''): DraftStage[] {
  return [...stages, { key: newKey(), title, color: defaultStageColor(stages.length) }];
}

export function renameStage(stages: readonly DraftStage[], key: string, title: string): DraftStage[] {
  return stages.map((s) => (s.key === key ? { ...s, title } : s));
}

export function recolorStage(stages: readonly DraftStage[], key: string, color: StageColor): DraftStage[] {
  return stages.map((s) => (s.key === key ? { ...s, color } : s));
}

export function removeStage(stages: readonly DraftStage[], key: string): DraftStage[] {
  return stages.filter((s) => s.key !== key);
}

/** The list with item `i` one place up (-1) or down (+1); at an end (or for no such item) it stays. */
export function shifted<T>(items: readonly T[], i: number, by: -1 | 1): T[] {
  const out = [...items];
  const j = i + by;
  if (i < 0 || i >= out.length || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** Moves a stage one place up (-1) or down (+1); at an end it stays. */
export function shiftStage(stages: readonly DraftStage[], key: string, by: -1 | 1): DraftStage[] {
  return shifted(stages, stages.findIndex((s) => s.key === key), by);
}

/** The body's `stages` (api/routes/cdp.ts stagesInput): titles trimmed, ids kept, order as shown. */
export function stagesInput(stages: readonly DraftStage[]): { id?: number; title: string; color: StageColor }[] {
  return stages.map((s) => ({ ...(s.id !== undefined ? { id: s.id } : {}), title: s.title.trim(), color: s.color }));
}

/** Keys of stages whose title is empty (each needs one before saving). */
export function untitled(stages: readonly DraftStage[]): Set<string> {
  return new Set(stages.filter((s) => s.title.trim() === '').map((s) => s.key));
}
