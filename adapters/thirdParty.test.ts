import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, VISIT_MARKER_KEY } from './analytics';
import { createChat } from './chat';
import { createErrorReporter, releaseTag, serverTypeOf } from './errorReporting';
import { createMemoryStorage, createPrefixedStorage } from './storage';

describe('third-party adapters stay silent until configured', () => {
  it('analytics without a counter id does nothing', () => {
    const win: { ym?: (id: number, method: string) => void } = {};
    const storage = createPrefixedStorage(createMemoryStorage());
    const a = createAnalytics(undefined, storage, win);
    a.hit('/pages');
    a.logFirstVisit();
    expect(a.enabled).toBe(false);
    expect(win.ym).toBeUndefined();
    expect(storage.getItem(VISIT_MARKER_KEY)).toBeNull();
  });

  it('analytics with an id inits the counter, reports hits and logs the first visit once', () => {
    const ym = vi.fn();
    const storage = createPrefixedStorage(createMemoryStorage());
    const a = createAnalytics('12345', storage, { ym });
    a.hit('/pages');
    a.logFirstVisit();
    a.logFirstVisit();
    expect(ym).toHaveBeenCalledWith(12345, 'init', expect.objectContaining({ clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true }));
    expect(ym).toHaveBeenCalledWith(12345, 'hit', '/pages');
    expect(ym.mock.calls.filter((c) => c[2] === 'user-visit')).toHaveLength(1);
  });

  it('error reporting without a DSN sends nothing', () => {
    const send = vi.fn();
    const r = createErrorReporter(undefined, 'lpb.ru', send);
    r.capture(new Error('x'));
    expect(r.enabled).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('error reporting with a DSN sends the release tag', () => {
    const send = vi.fn();
    const r = createErrorReporter('https://errors.example/api/1', 'pages.example.ru', send);
    r.capture(new Error('boom'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][1] as string)).toMatchObject({ release: 'ru@1.9.5', message: 'boom', sampleRate: 1 });
  });

  it('release tag combines the server type from the draft domain with the version', () => {
    expect(serverTypeOf(undefined)).toBe('dev');
    expect(serverTypeOf('localhost')).toBe('dev');
    expect(releaseTag('pages.example.ru')).toBe('ru@1.9.5');
    expect(releaseTag('pages.example.com')).toBe('global@1.9.5');
  });

  it('chat without a widget id does nothing', () => {
    const win: { chatWidget?: (method: string) => void } = {};
    const c = createChat(undefined, win);
    c.open();
    c.identify({ id: 1, name: 'A', email: 'a@b.ru' });
    expect(c.enabled).toBe(false);
    expect(win.chatWidget).toBeUndefined();
  });

  it('chat with an id forwards calls', () => {
    const chatWidget = vi.fn();
    const c = createChat('abc', { chatWidget });
    c.auth('hash');
    c.track('signup');
    expect(chatWidget).toHaveBeenCalledWith('auth', 'hash');
    expect(chatWidget).toHaveBeenCalledWith('track', 'signup', undefined);
  });
});
