// The rules a rights save shares between the form, the Access tab and the server: which projects a
// save sends, what is stored, and when two entries grant the same rights (a stale read or not).
import { describe, expect, it } from 'vitest';
import { deniedFlags, permissionsPatch, reapplyEdits, sameProjectFlags, staleProjects } from './permissions';

describe('rights patches', () => {
  it('sends only the projects whose rights differ, each with what was read and the denied codes to set', () => {
    const read = { '1': { 'page.save': false }, '2': { 'lead.delete': false }, '3': { 'page.list': false } };
    const edited = { '1': { 'page.save': false, 'page.list': true }, '3': { 'page.list': false, 'page.publish': false }, '4': { 'domain.add': false } };
    expect(permissionsPatch(read, edited)).toEqual({
      '2': { read: { 'lead.delete': false }, set: null },
      '3': { read: { 'page.list': false }, set: { 'page.list': false, 'page.publish': false } },
      '4': { read: null, set: { 'domain.add': false } },
    });
    expect(permissionsPatch(read, read)).toEqual({});
  });

  it('stores denied codes only; an entry that denies nothing is no entry', () => {
    expect(deniedFlags({ 'page.save': true, 'page.list': false })).toEqual({ 'page.list': false });
    expect(deniedFlags({ 'page.save': true })).toBeNull();
    expect(deniedFlags(null)).toBeNull();
  });

  it('compares entries by the rights they grant', () => {
    expect(sameProjectFlags(undefined, {})).toBe(true);
    expect(sameProjectFlags(null, { 'page.save': true })).toBe(true);
    expect(sameProjectFlags({ 'page.save': false }, { 'page.save': false, 'page.list': true })).toBe(true);
    expect(sameProjectFlags({ 'page.save': false }, null)).toBe(false);
    expect(sameProjectFlags({ 'page.save': false }, { 'page.publish': false })).toBe(false);
  });

  it('after a 409 puts the edits back on the stored rights except in the projects the 409 names', () => {
    const read = { '1': { 'page.save': false }, '7': { 'lead.delete': false } };
    // Edited: project 1 allowed again, project 7 forbids publishing too, project 9 newly restricted.
    const edited = { '7': { 'lead.delete': false, 'page.publish': false }, '9': { 'domain.add': false } };
    // Stored now: another owner changed project 7 and added project 3.
    const fresh = { '1': { 'page.save': false }, '3': { 'page.list': false }, '7': { 'page.list': false } };
    const conflicting = staleProjects({ projects: [7] });
    expect(conflicting).toEqual(new Set(['7']));
    const next = reapplyEdits(fresh, read, edited, conflicting);
    expect(next).toEqual({ '3': { 'page.list': false }, '7': { 'page.list': false }, '9': { 'domain.add': false } });
    // The next save sends the re-applied edits, each read as stored now, and nothing of project 7.
    expect(permissionsPatch(fresh, next)).toEqual({ '1': { read: { 'page.save': false }, set: null }, '9': { read: null, set: { 'domain.add': false } } });
    expect(staleProjects(undefined)).toEqual(new Set());
  });
});
