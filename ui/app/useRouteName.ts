import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './routeMeta';

/** The deepest matched route's handle (its internal name and access rule). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
