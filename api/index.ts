// The route table: every HTTP call of the product, grouped by area. server/ registers one handler
// per entry (by `name`), adapters/ builds its typed calls from it, and tests walk it.
import type { RouteSpec } from './define';
import { sessionRoutes } from './routes/session';
import { profileRoutes } from './routes/profile';
import { accessRoutes } from './routes/access';
import { projectRoutes } from './routes/projects';
import { accountRoutes } from './routes/account';
import { devRoutes } from './routes/dev';

export const api = {
  session: sessionRoutes,
  profile: profileRoutes,
  access: accessRoutes,
  projects: projectRoutes,
  account: accountRoutes,
  dev: devRoutes,
} as const;

/** Every route, flat, for registration and for table-walking tests. */
export const routes: readonly RouteSpec[] = Object.values(api).flatMap((area) => Object.values(area) as RouteSpec[]);

export * from './define';
export * from './errors';
export * from './permissions';
export * from './schemas';
