// A stand-in for adapters' `endpoints` in component tests: every `area.name` is a vi.fn created on
// first use, so a test sets only the calls its screen makes (`fake.pages.list.mockResolvedValue(…)`).
import { vi, type Mock } from 'vitest';

type Area = Record<string, Mock>;
const areas = new Map<string, Area>();

function area(name: string): Area {
  let a = areas.get(name);
  if (!a) {
    const fns = new Map<string, Mock>();
    a = new Proxy({} as Area, {
      get: (_t, key: string) => {
        let fn = fns.get(key);
        if (!fn) {
          fn = vi.fn(() => new Promise(() => undefined));
          fns.set(key, fn);
        }
        return fn;
      },
    });
    areas.set(name, a);
  }
  return a;
}

export const fakeEndpoints = new Proxy({} as Record<string, Area>, { get: (_t, key: string) => area(key) });

/** Forget every fake between tests (calls and implementations). */
export function resetFakeEndpoints(): void {
  areas.clear();
}
