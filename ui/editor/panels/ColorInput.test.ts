// The colour field's swatch shows the colour a value stands for. The design's classes write palette
// variables with a fallback (var(--color-1,#1d4ed8)); the swatch showed white for them, and no
// palette button was marked as chosen.
import { describe, expect, it } from 'vitest';
import { paletteNumber, shownColor } from './ColorInput';

const palette = [{ value: '#1d4ed8' }, { value: '#f59e0b' }];

describe('the colour a field shows', () => {
  it('reads a palette variable with or without its fallback as the palette colour', () => {
    expect(shownColor('var(--color-1)', palette)).toBe('#1d4ed8');
    expect(shownColor('var(--color-2,#000000)', palette)).toBe('#f59e0b');
    expect(shownColor('var(--color-1, #123456)', palette)).toBe('#1d4ed8');
  });

  it('falls back to the value inside the variable when the palette has no such colour', () => {
    expect(shownColor('var(--color-7,#123456)', palette)).toBe('#123456');
    expect(shownColor('#abcdef', palette)).toBe('#abcdef');
  });

  it('knows which palette colour a value writes', () => {
    expect(paletteNumber('var(--color-2)')).toBe(2);
    expect(paletteNumber('var(--color-1,#1d4ed8)')).toBe(1);
    expect(paletteNumber('#1d4ed8')).toBeNull();
  });
});
