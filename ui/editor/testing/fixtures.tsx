// Test helpers: a small page, an in-memory data port and a provider around editor services.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EditorDataPort } from '../data/port';
import { importContent, type PageDocument } from '../engine';
import { createServices, type ServiceOptions } from '../state/createServices';
import { EditorProvider, type EditorServices } from '../state/EditorContext';

const widget = (id: number, type: string, cfg: Record<string, unknown>, parentId: number | null = null) =>
  ({ id, type, name: `${type.replace('widget-', '')} ${id}`, cfg, classes: [], style: { desktop: { color: '#111111' } }, parentId, v: type === 'widget-button' ? '0.3' : '0.1' });

/** A page with a container holding a heading and a button, and a text after it. */
export function samplePage(): PageDocument {
  return importContent({
    version: '0.2',
    widgets: {
      1: widget(1, 'widget-container', { columns: 1, tag: 'section' }),
      2: widget(2, 'widget-heading', { text: 'Hello', level: 1 }, 1),
      3: widget(3, 'widget-button', { text: 'Go', target: 'link', link: { value: '#' } }, 1),
      4: widget(4, 'widget-text', { text: 'Body' }),
    },
    tree: [
      { id: 1, type: 'widget-container', parentId: null, cd: [
        { id: 2, type: 'widget-heading', parentId: 1, cd: [] },
        { id: 3, type: 'widget-button', parentId: 1, cd: [] },
      ] },
      { id: 4, type: 'widget-text', parentId: null, cd: [] },
    ],
  });
}

export function memoryPort(overrides: Partial<EditorDataPort> = {}): EditorDataPort {
  return {
    loadPage: () => Promise.resolve({ title: 'Test', content: {}, revision: 1 }),
    saveDraft: (_id, _c, base) => Promise.resolve(Number(base) + 1),
    blockCollections: () => Promise.resolve([]),
    blocks: () => Promise.resolve([]),
    blockContent: () => Promise.reject(new Error('no ready blocks in the memory port')),
    saveBlock: () => Promise.resolve(),
    mediaCollections: () => Promise.resolve([]),
    mediaItems: () => Promise.resolve({ items: [], last: true }),
    stockItems: () => Promise.resolve({ items: [], last: true }),
    createFolder: (title) => Promise.resolve({ id: 1, title, count: 0, account_id: 1 }),
    upload: () => Promise.resolve([]),
    createLibraryItem: () => Promise.reject(new Error('no library in the memory port')),
    saveLibraryChanges: () => Promise.resolve(),
    ...overrides,
  };
}

let n = 0;
export function makeServices(doc: PageDocument = samplePage(), options?: ServiceOptions): EditorServices {
  // A fresh page id per test keeps persisted history from leaking between tests.
  const s = createServices(doc, `test-${++n}`, memoryPort(), options);
  // The screen mode is remembered in storage; every test starts on desktop.
  s.screen.send({ type: 'SET_SCREEN', screen: 'desktop' });
  return s;
}

export function Wrap({ services, children }: { services: EditorServices; children: ReactNode }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={qc}><EditorProvider value={services}>{children}</EditorProvider></QueryClientProvider>;
}
