// How a value refers to a palette colour: the one rule the design's classes, the editor's swatches
// and its colour fields share.
import { describe, expect, it } from 'vitest';
import { colorVariable, readColorVariable } from './variables';

describe('palette colour references', () => {
  it('reads a palette variable with or without the fallback the design classes write, and nothing else', () => {
    expect(colorVariable(3)).toBe('var(--color-3)');
    expect(readColorVariable(colorVariable(3))).toEqual({ n: 3, fallback: null });
    expect(readColorVariable(' var(--color-1, #1d4ed8) ')).toEqual({ n: 1, fallback: '#1d4ed8' });
    expect(readColorVariable('var(--color-12,#fff)')).toEqual({ n: 12, fallback: '#fff' });
    for (const other of ['#1d4ed8', 'var(--font-heading)', 'var(--color-x)', 'calc(var(--color-1))', '']) expect(readColorVariable(other)).toBeNull();
  });
});
