// @vitest-environment happy-dom
// The switcher's projects: the server's first batch, plus the remembered project when it is beyond it
// (an account with more projects than one answer keeps its current project).
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { setCurrentProjectId } from './currentProject';
import { useCurrentProject } from './useProjects';

vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../app/useSession', async () => {
  const { owner } = await import('../testing/fixtures');
  return { useCurrentUser: () => owner };
});

const fake = fakeEndpoints;
const all = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, title: `Проект ${i + 1}`, liked: false, created: '2026-01-01T00:00:00.000Z' }));
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;

beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockImplementation(async ({ query }: { query: { limit?: number; id?: number } }) => {
    const items = query.id !== undefined ? all.filter((p) => p.id === query.id) : all.slice(0, query.limit ?? 10);
    return { items, total_items: query.id !== undefined ? items.length : all.length, current: 1, total_pages: 2 };
  });
});
afterEach(cleanup);

describe('current project', () => {
  it('is the remembered one even beyond the first 100, asked for by id', async () => {
    setCurrentProjectId(1, 140);
    const { result } = renderHook(() => useCurrentProject(), { wrapper });
    await waitFor(() => expect(result.current?.title).toBe('Проект 140'));
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { limit: 100 } });
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { id: 140 } });
  });

  it('keeps the project shown so far while a newly chosen one beyond the first 100 is asked for', async () => {
    setCurrentProjectId(1, 5);
    const { result } = renderHook(() => useCurrentProject(), { wrapper });
    await waitFor(() => expect(result.current?.title).toBe('Проект 5'));
    let answer: (v: unknown) => void = () => undefined;
    const asked = new Promise((resolve) => (answer = resolve));
    const listed = fake.projects.list.getMockImplementation();
    fake.projects.list.mockImplementation(async (arg: { query: { limit?: number; id?: number } }) => {
      if (arg.query.id === 140) await asked;
      return listed?.(arg);
    });
    act(() => setCurrentProjectId(1, 140));
    await waitFor(() => expect(fake.projects.list).toHaveBeenCalledWith({ query: { id: 140 } }));
    // Not the first project in between: the one shown so far, until project 140 comes.
    expect(result.current?.title).toBe('Проект 5');
    act(() => answer(undefined));
    await waitFor(() => expect(result.current?.title).toBe('Проект 140'));
  });

  it('falls back to the first project when the remembered one is gone', async () => {
    setCurrentProjectId(1, 999);
    const { result } = renderHook(() => useCurrentProject(), { wrapper });
    await waitFor(() => expect(result.current?.title).toBe('Проект 1'));
  });
});
