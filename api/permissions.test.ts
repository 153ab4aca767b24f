// The rules a rights save shares between the form, the Access tab and the server: which projects a
// save sends, what is stored, and when two entries grant the same rights (a stale read or not).
import { describe, expect, it } from 'vitest';
import { deniedFlags, permissionsPatch, sameProjectFlags } from './permissions';

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
});
