import { describe, expect, it, vi } from 'vitest';
import { navigate, setNavigate } from './navigation';

describe('navigation outside React', () => {
  it('a navigation asked for before the router exists is made once the router is plugged in, the last one only', () => {
    navigate('/login?redirect=%2Feditor%2F1');
    navigate('/login?redirect=%2Feditor%2F2');
    const go = vi.fn();
    setNavigate(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Feditor%2F2');
    navigate('/pages');
    expect(go).toHaveBeenLastCalledWith('/pages');
    expect(go).toHaveBeenCalledTimes(2);
  });
});
