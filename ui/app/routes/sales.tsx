// Routes of the sales screens (SPEC §2 "sales"): the account's pipelines at /sales, one pipeline's
// board at /sales/{pipelineId}, the processes at /sales/processes and one at /sales/processes/{id}, mounted under the main shell; lazy chunks with the
// 'pipelines' catalogue (and 'cdp' for the persons' record types).
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/index';

export const salesRoutes: RouteObject[] = [
  {
    path: 'sales',
    handle: { name: 'Sales' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/sales/Pipelines'), loadNamespaces(['pipelines', 'cdp'])]);
      return { Component };
    },
  },
  {
    path: 'sales/processes',
    handle: { name: 'SalesProcesses' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/sales/Processes'), loadNamespaces(['pipelines'])]);
      return { Component };
    },
  },
  {
    path: 'sales/processes/:processId',
    handle: { name: 'SalesProcess' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/sales/Process'), loadNamespaces(['pipelines'])]);
      return { Component };
    },
  },
  {
    path: 'sales/:pipelineId',
    handle: { name: 'SalesBoard' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/sales/Board'), loadNamespaces(['pipelines', 'cdp'])]);
      return { Component };
    },
  },
];
