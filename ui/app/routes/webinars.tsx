// Routes of the webinars and signups screens (SPEC §2 "Webinars": webinars, create, {id}, {id}/edit;
// "Leads and signups": signups, signups/{signupId}), mounted under the main shell; lazy chunks with
// the 'webinars' catalogue.
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/index';

type Loader = () => Promise<{ default: React.ComponentType }>;

const screen = (path: string, name: string, load: Loader): RouteObject => ({
  path,
  handle: { name },
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([load(), loadNamespaces(['webinars'])]);
    return { Component };
  },
});

export const webinarsRoutes: RouteObject[] = [
  screen('webinars', 'Webinars', () => import('../../screens/webinars/Webinars')),
  screen('webinars/create', 'WebinarsCreate', () => import('../../screens/webinars/WebinarForm')),
  screen('webinars/:webinarId', 'Webinar', () => import('../../screens/webinars/WebinarCard')),
  screen('webinars/:webinarId/edit', 'WebinarsEdit', () => import('../../screens/webinars/WebinarForm')),
  screen('signups', 'Signups', () => import('../../screens/webinars/Signups')),
  screen('signups/:signupId', 'Signup', () => import('../../screens/webinars/SignupCard')),
];
