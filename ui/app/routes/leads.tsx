// Routes of the leads screen (SPEC §2 "Leads and signups": leads, leads_old, leads/{pageId}),
// mounted under the main shell; one lazy chunk with its own catalogue (the 'leads' namespace).
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/index';
import type { RouteHandle } from '../routeMeta';

const lazy = async () => {
  const [{ default: Component }] = await Promise.all([import('../../screens/leads/Leads'), loadNamespaces(['leads'])]);
  return { Component };
};

const route = (path: string, handle: RouteHandle): RouteObject => ({ path, handle, lazy });

export const leadsRoutes: RouteObject[] = [
  route('leads', { name: 'Leads', access: 'lead.list' }),
  route('leads_old', { name: 'Leads', access: 'lead.list' }),
  route('leads/:pageId', { name: 'LeadsPage', access: 'lead.list' }),
];
