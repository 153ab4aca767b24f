import { describe, expect, it } from 'vitest';
import { readSsoFragment, SSO_LANDING } from './ssoFragment';

describe('readSsoFragment', () => {
  it('reads the token and the path to land on', () => {
    expect(readSsoFragment('#token=abc.def&next=%2Fwebinars%3Fx%3D1')).toEqual({ token: 'abc.def', next: '/webinars?x=1' });
  });

  it('lands in the customer area when no path is given, and never off-site', () => {
    expect(readSsoFragment('#token=t')).toEqual({ token: 't', next: SSO_LANDING });
    expect(readSsoFragment('#token=t&next=%2F%2Fevil.example%2F').next).toBe('/');
    expect(readSsoFragment('#token=t&next=https%3A%2F%2Fevil.example%2F').next).toBe('/');
  });

  it('answers an empty token for a link without one', () => {
    expect(readSsoFragment('').token).toBe('');
    expect(readSsoFragment('#next=%2Fpersons').token).toBe('');
  });
});
