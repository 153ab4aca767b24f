import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { lazySchema } from './lazySchema';

describe('lazySchema', () => {
  it('builds nothing until the first validation, then builds once however often it validates', () => {
    const build = vi.fn(() => v.object({ name: v.pipe(v.string(), v.minLength(2, 'too short')) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(v.parse(schema, { name: 'Анна' })).toEqual({ name: 'Анна' });
    expect(v.safeParse(schema, { name: 'А' }).issues?.[0].message).toBe('too short');
    expect(v.safeParse(schema, {}).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
