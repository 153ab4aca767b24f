import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './styles/lists.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index';
import { App } from './app/App';
import { createRouter, routeNamespaces, startEditorEarly } from './app/router';
import { setNavigate } from './app/navigation';
import { followSessionLocale, startServices } from './app/services';
import { errorReporter } from './app/thirdParty';

// Unhandled promise errors from the API get the same treatment as a failed call (SPEC §8).
window.addEventListener('unhandledrejection', (event) => {
  errorReporter.capture(event.reason);
  if (event.reason instanceof Error && event.reason.name === 'ApiError') event.preventDefault();
});

// Opening the editor: its page and chunk are asked for now, not after the translations and the router;
// the session check goes out with them (its answer lands in the session actor whenever it comes), and
// the opening screen's catalogues are fetched with the common one, not after it.
const opening = new URL(window.location.href);
startEditorEarly(opening);
startServices();
await initI18n(undefined, { lazyScreenNamespaces: true, namespaces: routeNamespaces(opening.pathname) });
await followSessionLocale();
const router = createRouter();
setNavigate((to) => void router.navigate(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

