import { describe, expect, it } from 'vitest';
import { meetsPasswordHint, passwordStrength } from './passwordStrength';

describe('password strength', () => {
  it('rates passwords', () => {
    expect(passwordStrength('')).toBe('empty');
    expect(passwordStrength('abc12')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdef12')).toBe('medium');
    expect(passwordStrength('Abcdef12345')).toBe('strong');
    expect(passwordStrength('abcdef12!xyz')).toBe('strong');
  });

  it('checks the hint: more than 6 characters with digits and Latin letters', () => {
    expect(meetsPasswordHint('abc1234')).toBe(true);
    expect(meetsPasswordHint('abc123')).toBe(false);
    expect(meetsPasswordHint('1234567')).toBe(false);
    expect(meetsPasswordHint('пароль123')).toBe(false);
  });
});
