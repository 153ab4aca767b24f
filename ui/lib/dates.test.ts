import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, formatTime, setDateLocale, setDisplayTimezone } from './dates';

const ru = { today: 'сегодня', yesterday: 'вчера' };

describe('dates', () => {
  afterEach(() => {
    setDisplayTimezone(null);
    setDateLocale('ru');
  });

  it('formats in Europe/Moscow by default', () => {
    expect(formatDate('2024-03-05T21:30:00Z')).toBe('06.03.2024');
    expect(formatTime('2024-03-05T21:30:00Z')).toBe('00:30');
    expect(formatDateTime('2024-03-05T21:30:00Z')).toBe('2024-03-06 00:30:00');
  });

  it('treats zero dates and empties as empty', () => {
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatDateTime('0000-00-00 00:00:00')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('uses the user zone when set', () => {
    setDisplayTimezone('Asia/Yekaterinburg');
    expect(formatTime('2024-03-05T21:30:00Z')).toBe('02:30');
  });

  it('gives relative labels in Russian', () => {
    const now = '2024-06-10T09:00:00Z';
    expect(formatRelative('2024-06-10T06:05:00Z', ru, now)).toBe('сегодня, 09:05');
    expect(formatRelative('2024-06-09T06:05:00Z', ru, now)).toBe('вчера, 09:05');
    expect(formatRelative('2024-03-03T09:00:00Z', ru, now)).toBe('3 марта, 12:00');
    expect(formatRelative('2023-03-03T09:00:00Z', ru, now)).toBe('3 марта 2023, 12:00');
  });

  it('gives relative labels in English', () => {
    setDateLocale('en');
    const now = '2024-06-10T09:00:00Z';
    expect(formatRelative('2024-06-10T06:05:00Z', { today: 'Today', yesterday: 'Yesterday' }, now)).toBe('Today, 09:05');
    expect(formatRelative('2024-03-03T09:00:00Z', { today: 'Today', yesterday: 'Yesterday' }, now)).toBe('Mar 3, 12:00');
    expect(formatRelative('2023-03-03T09:00:00Z', { today: 'Today', yesterday: 'Yesterday' }, now)).toBe('Mar 3, 2023, 12:00');
  });
});
