import { describe, expect, it } from 'vitest';
import ru from '../../i18n/ru.json';
import en from '../../i18n/en.json';
import { PROFILE_ZONES } from './zones';

describe('profile time zones', () => {
  it('every zone offered has a label in ru and en, and ru labels are not the IANA names', () => {
    for (const zone of PROFILE_ZONES) {
      expect(en.timezones[zone as keyof typeof en.timezones], zone).toBeTruthy();
      const label = ru.timezones[zone as keyof typeof ru.timezones];
      expect(label, zone).toBeTruthy();
      if (zone !== 'UTC') expect(label).toMatch(/^[А-Яа-яЁё -]+/);
    }
  });
});
