// ESLint flat config. Besides the usual TypeScript rules it enforces the import directions of
// ../shared/ARCHITECTURE.md, so a wrong-way import fails `npm test`, not just a review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { uiZones } from './lint/ui-zones.mjs';
import { serverZones } from './lint/server-zones.mjs';

const layer = (name) => [`../${name}/*`, `../../${name}/*`, `../../../${name}/*`, `../../../../${name}/*`, `../${name}`, `../../${name}`, `../../../${name}`];
const serverLayers = { group: [...layer('ui'), ...layer('adapters'), ...layer('machines')], message: 'server/ imports no ui/, machines/ or adapters/ code.' };
// ui/ reaches the network only through adapters/ and never imports server code.
const uiPatterns = [
  { group: ['ky'], message: 'ui/ reaches the network only through adapters/.' },
  { group: [...layer('server')], message: 'ui/ never imports server code.' },
];
// Dates show in the session user's zone: ui/app/services.ts sets it once on every session change; a
// screen reads the zone from useCurrentUser() and never sets it (a second setter fights the session's).
// The app's code takes an icon or a React Aria component from its own module, never from the
// barrel: a barrel drags every module it re-exports into the chunk that imports it, and the
// entry's chunk or the login page then carries menus, popovers and the lazy screens' icons
// (start-up cost; build/routeChunks.ts). Types may come from the barrel (they vanish).
const barrels = [
  { name: 'react-aria-components', allowTypeImports: true, message: "Import from 'react-aria-components/<Component>' (e.g. 'react-aria-components/Button')." },
  { name: 'lucide-react', allowTypeImports: true, message: "Import the icon's own module: import Eye from 'lucide-react/icons/eye'." },
];
const displayZoneSetter = { regex: '/lib/dates$', importNames: ['setDisplayTimezone'], message: 'Only the session (ui/app/services.ts) sets the display time zone; read it from useCurrentUser().' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', '.e2e-data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...layer('machines'), ...layer('ui'), ...layer('adapters'), ...layer('server'), ...layer('api')], message: 'engine/ imports nothing of the project.' },
          { group: ['react', 'react-dom', 'react/*', 'xstate', '@xstate/*', 'ky', 'fs', 'node:*', 'http', 'path'], message: 'engine/ stays framework-free and I/O-free.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
  {
    // The published page's script (compiled by build/pageScript.ts) runs in the visitor's browser: the DOM is its world.
    files: ['engine/render/script/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...layer('ui'), ...layer('adapters'), ...layer('server')], message: 'machines/ imports no ui/, adapters/ or server/ code.' }],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [serverLayers],
      }],
    },
  },
  ...serverZones([serverLayers]),
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...uiPatterns, displayZoneSetter], paths: barrels }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui/ reaches the network only through adapters/.' }],
    },
  },
  {
    // The one setter of the display time zone: the session's subscription.
    files: ['ui/app/services.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns, paths: barrels }] },
  },
  ...uiZones,
);
