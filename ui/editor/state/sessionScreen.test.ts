import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { editorSessionMachine } from '../../../machines/editorSession/editorSessionMachine';
import { flush } from '../../../machines/testing/modelTesting';
import { createEditor } from '../engine';
import { samplePage } from '../testing/fixtures';
import { bridgeScreen } from './sessionScreen';
import { createViewStore } from './viewStore';

async function editingSession(isMobileDevice: boolean) {
  const machine = editorSessionMachine.provide({ actors: { loadPage: fromPromise<unknown, { pageId: number | string }>(async () => ({})) } });
  const session = createActor(machine, { input: { pageId: 1, openDocument: () => createEditor(samplePage()), isMobileDevice } }).start();
  await flush();
  expect(session.getSnapshot().matches('editing')).toBe(true);
  return session;
}

describe('screen mode on the editor session machine', () => {
  it('the remembered screen and every pick go to the machine', async () => {
    const session = await editingSession(false);
    const view = createViewStore({ screen: 'tablet' });
    const stop = bridgeScreen(view, session);
    expect(session.getSnapshot().context.screen).toBe('tablet');
    view.set({ screen: 'mobile' });
    expect(session.getSnapshot().context.screen).toBe('mobile');
    session.send({ type: 'SET_SCREEN', screen: 'laptop' });
    expect(view.get().screen).toBe('laptop');
    stop();
    view.set({ screen: 'desktop' });
    expect(session.getSnapshot().context.screen).toBe('laptop');
  });

  it('on a mobile device the machine keeps the mobile screen, and the view shows it', async () => {
    const session = await editingSession(true);
    const view = createViewStore({ screen: 'desktop' });
    bridgeScreen(view, session);
    expect(view.get().screen).toBe('mobile');
    view.set({ screen: 'tablet' });
    expect(view.get().screen).toBe('mobile');
    expect(session.getSnapshot().context.screen).toBe('mobile');
  });
});
