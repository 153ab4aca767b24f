// The chart's legend at rest (no cursor over the plot): a key with «—» and a hint, never uPlot's «--».
import { describe, expect, it } from 'vitest';
import { legendValue } from './Chart';

const day = (v: number) => `day ${v}`;

describe('legendValue', () => {
  it('shows the resting text when the cursor is over no bucket', () => {
    expect(legendValue(null, null, day, 'наведите курсор на график')).toBe('наведите курсор на график');
    expect(legendValue(null, undefined, String, '—')).toBe('—');
  });

  it('formats the bucket under the cursor, a zero included', () => {
    expect(legendValue(1795533960, 6, day, 'x')).toBe('day 1795533960');
    expect(legendValue(0, 2, String, '—')).toBe('0');
  });

  it('shows «—» for a bucket without a value', () => {
    expect(legendValue(null, 3, String, 'x')).toBe('—');
  });
});
