// Routes of SPEC §2. Screens, and the main shell itself (sidebar, menus, project switcher), are lazy
// chunks so the login and sign-up screens load only what they show; a chunk that fails to load
// (a release replaced it) lands in RouteError, which shows 'Приложение обновилось'.
import { createBrowserRouter, matchPath, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '../layouts/RootLayout';
import { GuestLayout } from '../layouts/GuestLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeMeta';
import type { LegalDoc } from '../screens/legalTexts';
import { pagesRoutes } from './routes/pages';
import { billingRoutes } from './routes/billing';
import { loadNamespaces, type ScreenNamespace } from '../i18n/index';
import { prefetchPage } from '../editor/data/prefetch';
import { leadsRoutes } from './routes/leads';
import { statsRoutes } from './routes/stats';
import { personsRoutes } from './routes/persons';
import { salesRoutes } from './routes/sales';
import { ordersRoutes, publicOrderRoutes } from './routes/orders';
import { webinarsRoutes } from './routes/webinars';

const EDITOR_PATH = '/editor/:pageId';
/**
 * The catalogues each lazy branch shows on its first paint. The editor's parts that speak another
 * screen's texts (the publish dialog: pages, the A/B switch: stats) load them when they open.
 */
const EDITOR_NAMESPACES: readonly ScreenNamespace[] = ['editor'];
// The shell's screens (pages, domains, plugins, trash, transfers) use the 'pages' catalogue.
const SHELL_NAMESPACES: readonly ScreenNamespace[] = ['pages'];

let editorChunk: Promise<typeof import('../editor/EditorScreen')> | null = null;
/** The editor's chunk, asked for once (the entry may ask before the router does). */
function loadEditorChunk(): Promise<typeof import('../editor/EditorScreen')> {
  editorChunk ??= import('../editor/EditorScreen').catch((err: unknown) => {
    editorChunk = null; // the next navigation asks again
    throw err;
  });
  return editorChunk;
}

/**
 * On /editor/:pageId, the page's answer (editor/data/prefetch.ts) and the editor's chunk are asked
 * for at once; a campaign variant's content is loaded by the editor itself. The entry (main.tsx)
 * calls this before the translations and the router are set up, the route's loader again (a
 * navigation inside the app); a second call for the same page reuses the first ask.
 */
export function startEditorEarly(url: Pick<URL, 'pathname' | 'searchParams'>): void {
  const pageId = matchPath(EDITOR_PATH, url.pathname)?.params.pageId;
  if (pageId === undefined) return;
  void loadEditorChunk().catch(() => undefined); // a failed chunk is the route's to show (RouteError)
  if (!url.searchParams.has('variant')) prefetchPage(pageId);
}

type Loader = () => Promise<{ default: React.ComponentType }>;
const screen = (load: Loader): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });
const page = (path: string, handle: RouteHandle, load: Loader): RouteObject => ({ path, handle, ...screen(load) });


const legal = (doc: LegalDoc, name: string): RouteObject => ({
  path: `/${doc}`,
  handle: { name },
  lazy: async () => {
    const { default: Legal } = await import('../screens/Legal');
    return { Component: () => <Legal doc={doc} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Until the first route's lazy part has loaded the router renders nothing, as it always has here;
    // saying so stops react-router's "No HydrateFallback" console warning on every first load.
    HydrateFallback: () => null,
    children: [
      {
        element: <GuestLayout />,
        children: [
          page('/signup', { name: 'SignUp' }, () => import('../screens/auth/SignUp')),
          page('/login', { name: 'Login' }, () => import('../screens/auth/Login')),
          page('/recovery', { name: 'Recovery' }, () => import('../screens/auth/Recovery')),
          page('/confirm-email', { name: 'ConfirmEmail' }, () => import('../screens/auth/ConfirmEmail')),
          page('/auth/sso-login', { name: 'SsoLogin' }, () => import('../screens/auth/SsoLogin')),
        ],
      },
      {
        element: <GuestLayout wide />,
        children: [
          legal('privacy-ru', 'PrivacyRu'),
          legal('terms-ru', 'TermsRu'),
          legal('privacy-en', 'PrivacyEn'),
          legal('terms-en', 'TermsEn'),
          page('/dev', { name: 'Dev' }, () => import('../screens/Dev')),
          ...publicOrderRoutes,
          {
            path: '/contact-approve/:id',
            handle: { name: 'ContactApprove' },
            lazy: async () => {
              const [{ default: Component }] = await Promise.all([import('../screens/contacts/ContactApprove'), loadNamespaces(['contacts'])]);
              return { Component };
            },
          },
          page('*', { name: 'NotFound' }, () => import('../screens/NotFound')),
        ],
      },
      // The editor lives outside the main shell, in its own lazy chunk; it guards auth itself like MainShell.
      {
        path: EDITOR_PATH,
        handle: { name: 'Editor', namespaces: EDITOR_NAMESPACES },
        // The page's content is asked for at once, while the editor's chunk and the session check load.
        loader: ({ request }) => {
          startEditorEarly(new URL(request.url));
          return null;
        },
        lazy: async () => {
          const [{ default: EditorScreen }] = await Promise.all([loadEditorChunk(), loadNamespaces(EDITOR_NAMESPACES)]);
          return { Component: EditorScreen };
        },
      },
      {
        path: '/',
        handle: { namespaces: SHELL_NAMESPACES },
        lazy: async () => {
          const [{ MainShell }] = await Promise.all([import('../layouts/MainShell'), loadNamespaces(SHELL_NAMESPACES)]);
          return { Component: MainShell };
        },
        children: [
          { index: true, handle: { name: 'Home' }, ...screen(() => import('../screens/home/Home')) },
          page('help', { name: 'Help' }, () => import('../screens/Help')),
          page('403', { name: 'Forbidden' }, () => import('../components/Forbidden')),
          page('profile', { name: 'Profile' }, () => import('../screens/profile/Profile')),
          page('profile/email', { name: 'ProfileEmail' }, () => import('../screens/profile/Profile')),
          page('projects', { name: 'Projects' }, () => import('../screens/projects/Projects')),
          page('users', { name: 'Users', access: 'owner' }, () => import('../screens/users/Users')),
          page('users/create', { name: 'UsersCreate', access: 'owner' }, () => import('../screens/users/UserForm')),
          page('users/:id/edit', { name: 'UsersEdit', access: 'owner' }, () => import('../screens/users/UserForm')),
          ...pagesRoutes,
          ...leadsRoutes,
          ...billingRoutes,
          ...statsRoutes,
          ...personsRoutes,
          ...salesRoutes,
          ...ordersRoutes,
          ...webinarsRoutes,
          {
            path: 'settings',
            handle: { name: 'Settings', access: 'owner' },
            lazy: async () => {
              const [{ default: Component }] = await Promise.all([import('../screens/settings/Settings'), loadNamespaces(['settings'])]);
              return { Component };
            },
          },
        ],
      },
    ],
  },
];

/**
 * The screen catalogues of the branch `pathname` opens on, for the entry to fetch together with the
 * common catalogue (initI18n) instead of after it, when the route's lazy part asks.
 */
export function routeNamespaces(pathname: string): ScreenNamespace[] {
  const handles = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as { namespaces?: readonly ScreenNamespace[] } | undefined);
  return [...new Set(handles.flatMap((h) => h?.namespaces ?? []))];
}

export function createRouter() {
  return createBrowserRouter(routes);
}
