// Model-based testing support (test-only; not exported from machines/index.ts).
//
// @xstate/graph's createTestModel refuses machines with `invoke` or `after` ("not supported on test
// machines"), yet every effect of our machines is an invoke and every timer an `after`. So the model
// is derived mechanically from the real machine: each invoke becomes its own done/error events
// (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and each `after` its timer event
// (`xstate.after.<delay>.<stateId>`), with the very same transition configs and implementations.
// Paths generated from that model are then replayed on the REAL machine: a done/error step settles
// the pending fake effect with the step's output/error, a timer step advances a SimulatedClock by the
// delay, any other step is sent as is. After every step the real snapshot must equal the model's.
import { createTestModel, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createEmptyActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
  type EventFromLogic,
  type ContextFrom,
} from 'xstate';

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;

type Config = Record<string, unknown>;
interface NodeLike {
  id: string;
  config: Config;
  states: Record<string, NodeLike>;
  invoke: Array<{ id: string }>;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function transformNode(node: NodeLike): Config {
  const { invoke, after, states, on, ...rest } = node.config;
  const nextOn: Config = { ...((on as Config | undefined) ?? {}) };
  const invokeConfigs = asArray(invoke as Config | Config[] | undefined);
  node.invoke.forEach((def, i) => {
    const cfg = invokeConfigs[i];
    if (cfg?.onDone !== undefined) nextOn[`xstate.done.actor.${def.id}`] = cfg.onDone;
    if (cfg?.onError !== undefined) nextOn[`xstate.error.actor.${def.id}`] = cfg.onError;
  });
  for (const [delay, transition] of Object.entries((after as Config | undefined) ?? {})) {
    nextOn[`xstate.after.${delay}.${node.id}`] = transition;
  }
  const result: Config = { ...rest, on: nextOn };
  if (states !== undefined) {
    result.states = Object.fromEntries(Object.entries(node.states).map(([key, child]) => [key, transformNode(child)]));
  }
  return result;
}

/** The model of `machine`: same states, transitions and implementations, effects turned into events. */
export function toTestableMachine<M extends AnyStateMachine>(machine: M): M {
  const root = machine.root as unknown as NodeLike;
  const config = { ...transformNode(root), context: machine.config.context, id: machine.id };
  // createMachine's generics cannot be recovered from a transformed config; the result has the same
  // states, events and context as `machine`, which is what the cast states.
  return createMachine(config as Parameters<typeof createMachine>[0], machine.implementations as Parameters<typeof createMachine>[1]) as unknown as M;
}

export interface ModelPathOptions<M extends AnyStateMachine> {
  input?: unknown;
  /**
   * The events to try in each state, exactly (timer events are added by themselves). Without it,
   * every event the state accepts is tried without payload.
   */
  events?: (snapshot: SnapshotFrom<M>) => Array<EventFromLogic<M>>;
  /**
   * Part of the context that tells states apart for traversal. Defaults to the whole context; a
   * machine with counters projects them to what changes behaviour, which keeps the graph finite.
   */
  projectContext?: (context: ContextFrom<M>) => unknown;
}

/**
 * Shortest paths to every (state, incoming transition) of the model: the serialisation includes the
 * event and the previous state value, so every transition, self-loops included, ends one path.
 */
export function getModelPaths<M extends AnyStateMachine>(machine: M, options: ModelPathOptions<M> = {}): ModelPath[] {
  const project = (options.projectContext ?? ((c: unknown) => c)) as (c: unknown) => unknown;
  const events = options.events as ((s: AnyMachineSnapshot) => EventObject[]) | undefined;
  const testable = toTestableMachine(machine) as AnyStateMachine;
  // An event no transition accepts leaves the state as it was: no new vertex, no path for it.
  const takesTransition = (prev: AnyMachineSnapshot | undefined, event: EventObject | undefined): event is EventObject =>
    prev !== undefined && event !== undefined && prev.status === 'active' && testable.getTransitionData(prev, event).length > 0;
  // Only events some transition accepts: an unaccepted event changes nothing (and an unhandled
  // xstate.error.actor.* event would put the model snapshot in status 'error').
  const withTimers = events
    ? (state: AnyMachineSnapshot): EventObject[] =>
        state.status !== 'active'
          ? []
          : [
              ...events(state),
              ...__unsafe_getAllOwnEventDescriptors(state)
                .filter((type) => type.startsWith('xstate.after.'))
                .map((type) => ({ type })),
            ].filter((event) => testable.getTransitionData(state, event).length > 0)
    : undefined;
  const model = createTestModel(testable, {
    serializeState: (state: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
      JSON.stringify({ value: state.value, context: project(state.context) }) +
      (takesTransition(prev, event) ? ` via ${JSON.stringify(event)} from ${JSON.stringify(prev?.value ?? null)}` : ''),
  });
  // Passed here rather than to createTestModel, whose wrapper would add payload-less variants of
  // every accepted event type.
  return model.getShortestPaths({ input: options.input, ...(withTimers ? { events: withTimers } : {}) }) as ModelPath[];
}

// ---- coverage ------------------------------------------------------------------------------

interface TransitionLike {
  source: { id: string };
  target?: ReadonlyArray<{ id: string }> | undefined;
  eventType: string;
}
interface ModelNode {
  id: string;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  states: Record<string, ModelNode>;
}

function mockScope() {
  const self = createEmptyActor();
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

function describeTransition(t: TransitionLike, index: number): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',') || '(self)';
  return `${t.source.id} --${t.eventType || 'always'}#${index}--> ${targets}`;
}

/**
 * Which transitions of the machine the paths take. Event transitions are found with the model's
 * getTransitionData; an eventless (`always`) transition counts when a microstep leaves its source
 * for its target.
 */
export function transitionCoverage(machine: AnyStateMachine, paths: readonly ModelPath[]): { total: number; missing: string[] } {
  const model = toTestableMachine(machine);
  const all = new Map<TransitionLike, string>();
  const always: TransitionLike[] = [];
  const walk = (node: ModelNode) => {
    for (const list of node.transitions.values()) list.forEach((t, i) => all.set(t, describeTransition(t, i)));
    (node.always ?? []).forEach((t, i) => {
      all.set(t, describeTransition(t, i));
      always.push(t);
    });
    Object.values(node.states).forEach(walk);
  };
  walk(model.root as unknown as ModelNode);
  const covered = new Set<TransitionLike>();
  const scope = mockScope() as unknown as Parameters<AnyStateMachine['microstep']>[2];
  for (const path of paths) {
    for (let i = 1; i < path.steps.length; i += 1) {
      const prev = path.steps[i - 1].state;
      const event = path.steps[i].event;
      for (const t of model.getTransitionData(prev, event) as unknown as TransitionLike[]) covered.add(t);
      const micro = [prev, ...(model.microstep(prev, event, scope) as AnyMachineSnapshot[])];
      for (let k = 1; k < micro.length; k += 1) {
        const before = micro[k - 1]._nodes.map((n: { id: string }) => n.id);
        const after = micro[k]._nodes.map((n: { id: string }) => n.id);
        for (const t of always) {
          const targets = (t.target ?? []).map((n) => n.id);
          if (before.includes(t.source.id) && !after.includes(t.source.id) && targets.every((id) => after.includes(id))) covered.add(t);
        }
      }
    }
  }
  const missing = [...all.entries()].filter(([t]) => !covered.has(t)).map(([, d]) => d);
  return { total: all.size, missing };
}

// ---- the real side -------------------------------------------------------------------------

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface EffectCall {
  id: string;
  input: unknown;
}

/** Fake promise actors: each invocation waits until the path settles it by the invoke id. */
export function createFakeEffects() {
  const pending = new Map<string, Deferred & { input: unknown }>();
  const calls: EffectCall[] = [];
  /** Effects settled by the paths, in order, with their input and whether they succeeded. */
  const settled: Array<EffectCall & { ok: boolean }> = [];
  return {
    calls,
    settled,
    /** A promise actor that registers itself under its invoke id. */
    actor<TOutput = unknown, TInput = unknown>() {
      return fromPromise<TOutput, TInput>(({ input, self }) => {
        calls.push({ id: self.id, input });
        return new Promise<TOutput>((resolve, reject) => {
          pending.set(self.id, { resolve: (v) => resolve(v as TOutput), reject, input });
        });
      });
    },
    settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`The real machine has no pending effect '${id}'`);
      pending.delete(id);
      settled.push({ id, input: deferred.input, ok: 'output' in outcome });
      if ('output' in outcome) deferred.resolve(outcome.output);
      else deferred.reject(outcome.error);
    },
    callsOf(id: string): unknown[] {
      return calls.filter((c) => c.id === id).map((c) => c.input);
    },
  };
}
export type FakeEffects = ReturnType<typeof createFakeEffects>;

/** Lets settled promises reach the actor (a macrotask turn; no simulated or real waiting). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface RealSystem<M extends AnyStateMachine> {
  actor: { send(event: EventFromLogic<M>): void; getSnapshot(): SnapshotFrom<M> };
  clock: SimulatedClock;
  effects: FakeEffects;
  /** Replaces a step's output before the fake effect resolves with it (e.g. a fresh object per path). */
  mapOutput?: (id: string, output: unknown) => unknown;
}

function delayOf(machine: AnyStateMachine, delay: string, snapshot: AnyMachineSnapshot): number {
  const numeric = Number(delay);
  if (!Number.isNaN(numeric)) return numeric;
  const impl: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') return (impl as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`Unknown delay '${delay}'`);
}

/** Performs one model step on the real system. */
export async function execStep<M extends AnyStateMachine>(machine: M, system: RealSystem<M>, event: EventObject): Promise<void> {
  const { type } = event;
  const data = event as EventObject & { output?: unknown; error?: unknown };
  if (type === 'xstate.init') return;
  if (type.startsWith('xstate.done.actor.')) {
    const id = type.slice('xstate.done.actor.'.length);
    system.effects.settle(id, { output: system.mapOutput ? system.mapOutput(id, data.output) : data.output });
  }
  else if (type.startsWith('xstate.error.actor.')) system.effects.settle(type.slice('xstate.error.actor.'.length), { error: data.error });
  else if (type.startsWith('xstate.after.')) {
    const delay = type.slice('xstate.after.'.length).split('.')[0];
    system.clock.increment(delayOf(machine, delay, system.actor.getSnapshot() as AnyMachineSnapshot));
  } else system.actor.send(event as EventFromLogic<M>);
  await flush();
}

export interface RunPathOptions<M extends AnyStateMachine> {
  machine: M;
  /** A fresh, started real system for this path. */
  start(): RealSystem<M>;
  /** Part of the context compared between the real actor and the model (default: whole context). */
  compareContext?: (context: ContextFrom<M>) => unknown;
  /** Assertions per state value key (`snapshot.matches(key)`), run on the real snapshot. */
  states: Record<string, (real: SnapshotFrom<M>, system: RealSystem<M>) => void>;
  /** Called once the real snapshot was found equal to the model's (value and compared context). */
  assertEqual(real: unknown, model: unknown, what: string): void;
}

/** Replays one generated path on a fresh real system, asserting after every step. */
export async function runModelPath<M extends AnyStateMachine>(path: ModelPath, options: RunPathOptions<M>): Promise<number> {
  const system = options.start();
  const compare = (options.compareContext ?? ((c: unknown) => c)) as (c: unknown) => unknown;
  const stateKeys = Object.keys(options.states);
  let checked = 0;
  const events = Object.fromEntries(
    [...new Set(path.steps.map((s) => s.event.type))].map((type) => [type, (step: { event: EventObject }) => execStep(options.machine, system, step.event)]),
  );
  await path.test({
    events,
    states: {
      '*': (model) => {
        const real = system.actor.getSnapshot() as AnyMachineSnapshot;
        options.assertEqual(real.value, model.value, 'state value');
        options.assertEqual(compare(real.context), compare(model.context), 'context');
        for (const key of stateKeys) {
          if (real.matches(key)) {
            options.states[key](real as SnapshotFrom<M>, system);
            checked += 1;
          }
        }
      },
    },
  });
  return checked;
}
