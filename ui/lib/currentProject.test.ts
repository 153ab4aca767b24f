// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { storage } from '../../adapters/index';
import { CURRENT_PROJECTS_KEY, getCurrentProjectId, setCurrentProjectId } from './currentProject';

describe('current project memory', () => {
  it('is kept per user, so switching between stored sessions returns each to their own project', () => {
    setCurrentProjectId(1, 10);
    setCurrentProjectId(2, 20);
    expect(getCurrentProjectId(1)).toBe(10);
    expect(getCurrentProjectId(2)).toBe(20);
    expect(getCurrentProjectId(3)).toBeNull();
    expect(getCurrentProjectId(null)).toBeNull();
  });

  it('survives a reload (it is in the prefixed local storage) and ignores a damaged value', () => {
    setCurrentProjectId(1, 11);
    expect(JSON.parse(window.localStorage.getItem(`lpb:${CURRENT_PROJECTS_KEY}`) ?? '{}')).toMatchObject({ 1: 11 });
    storage.setItem(CURRENT_PROJECTS_KEY, '"not a map"');
    expect(getCurrentProjectId(1)).toBeNull();
  });
});
