// Routes of the persons screens (SPEC §2 "Persons": persons, persons/{id}, and the caller's tasks at persons/tasks), mounted under the main
// shell; lazy chunks with the customer-data catalogue (the 'cdp' namespace).
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/index';

export const personsRoutes: RouteObject[] = [
  {
    path: 'persons',
    handle: { name: 'Persons' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/persons/Persons'), loadNamespaces(['cdp'])]);
      return { Component };
    },
  },
  {
    path: 'persons/tasks',
    handle: { name: 'PersonsTasks' },
    lazy: async () => {
      const [{ default: Component }] = await Promise.all([import('../../screens/persons/MyTasks'), loadNamespaces(['cdp'])]);
      return { Component };
    },
  },
  {
    path: 'persons/:personId',
    handle: { name: 'Person' },
    lazy: async () => {
      // 'pipelines': the card adds the person to a pipeline with the sales screens' dialog; its orders speak 'salesOrders', its signups 'webinars'.
      const [{ default: Component }] = await Promise.all([import('./PersonCardScreen'), loadNamespaces(['cdp', 'pipelines', 'salesOrders', 'webinars'])]);
      return { Component };
    },
  },
];
