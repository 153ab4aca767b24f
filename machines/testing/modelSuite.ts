// One vitest suite per machine from its generated paths: coverage of states and transitions, then
// every path replayed on the real machine with the per-state assertions.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import { getModelPaths, runModelPath, transitionCoverage, type ModelPathOptions, type RealSystem } from './modelTesting';

export interface ModelSuiteOptions<M extends AnyStateMachine> extends ModelPathOptions<M> {
  machine: M;
  start(): RealSystem<M>;
  /** Part of the context compared with the model; defaults to projectContext (the model's states are
   * only as exact as that projection), else the whole context. */
  compareContext?: (context: ContextFrom<M>) => unknown;
  /** Per-state assertions, keyed by state value (`snapshot.matches(key)`); every leaf needs one. */
  states: Record<string, (real: SnapshotFrom<M>, system: RealSystem<M>) => void>;
}

function leafStateKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    const children = Object.values(node.states) as Array<{ path: string[]; states: Record<string, unknown> }>;
    if (children.length === 0 && node.path.length > 0) keys.push(node.path.join('.'));
    children.forEach(walk);
  };
  walk(machine.root as unknown as { path: string[]; states: Record<string, unknown> });
  return keys;
}

export function modelSuite<M extends AnyStateMachine>(name: string, options: ModelSuiteOptions<M>): void {
  const { machine } = options;
  const paths = getModelPaths(machine, options);
  const compareContext = options.compareContext ?? options.projectContext;
  describe(`${name}: ${paths.length} generated paths`, () => {
    it('the paths take every transition of the machine', () => {
      const coverage = transitionCoverage(machine, paths);
      expect(coverage.missing).toEqual([]);
      expect(coverage.total).toBeGreaterThan(0);
    });

    it('the paths visit every state, and every state has assertions', () => {
      const visited = new Set<string>();
      for (const path of paths) {
        for (const step of path.steps) {
          for (const key of leafStateKeys(machine)) if (step.state.matches(key)) visited.add(key);
        }
      }
      expect([...visited].sort()).toEqual(leafStateKeys(machine).sort());
      for (const key of leafStateKeys(machine)) {
        const asserted = Object.keys(options.states).some((k) => k === key || key.startsWith(`${k}.`));
        expect(asserted, `assertions for state '${key}'`).toBe(true);
      }
    });

    it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
      const checked = await runModelPath(path, {
        machine,
        start: options.start,
        compareContext,
        states: options.states,
        assertEqual: (real, model, what) => expect(real, what).toEqual(model),
      });
      // Every step's state ran at least one state assertion.
      expect(checked).toBeGreaterThanOrEqual(path.steps.length);
    });
  });
}
