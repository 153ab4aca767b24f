// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '../testing/render';
import { ListCard } from './States';

beforeAll(setupI18n);
afterEach(cleanup);

const query = (over: Partial<{ isError: boolean; isLoading: boolean }> = {}) => ({ isError: false, isLoading: false, refetch: vi.fn(), ...over });

describe('ListCard', () => {
  it('shows the list while loading, even though it has no items yet (its skeleton rows)', () => {
    render(<ListCard query={query({ isLoading: true })} isEmpty empty={<p>empty</p>}><p>list</p></ListCard>);
    expect(screen.getByText('list')).toBeTruthy();
    expect(screen.queryByText('empty')).toBeNull();
  });

  it('shows the empty state once loaded with no items', () => {
    render(<ListCard query={query()} isEmpty empty={<p>empty</p>}><p>list</p></ListCard>);
    expect(screen.getByText('empty')).toBeTruthy();
    expect(screen.queryByText('list')).toBeNull();
  });

  it('shows the error with a retry that refetches, instead of the list', () => {
    const q = query({ isError: true });
    render(<ListCard query={q} isEmpty={false} empty={<p>empty</p>}><p>list</p></ListCard>);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('list')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });
});
