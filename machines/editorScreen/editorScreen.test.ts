import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../shared/storage';
import { editorScreenMachine, SCREEN_KEY } from './editorScreenMachine';

describe('editor screen mode', () => {
  it('starts on the remembered screen; an unknown stored value falls back to desktop', () => {
    expect(createActor(editorScreenMachine, { input: { storage: createMemoryStorage({ [SCREEN_KEY]: 'laptop' }) } }).start().getSnapshot().context.screen).toBe('laptop');
    expect(createActor(editorScreenMachine, { input: { storage: createMemoryStorage({ [SCREEN_KEY]: 'watch' }) } }).start().getSnapshot().context.screen).toBe('desktop');
  });

  it('a mobile device shows mobile whatever was remembered or asked', () => {
    const storage = createMemoryStorage({ [SCREEN_KEY]: 'laptop' });
    const actor = createActor(editorScreenMachine, { input: { storage } }).start();
    actor.send({ type: 'DEVICE', mobile: true });
    actor.send({ type: 'SET_SCREEN', screen: 'tablet' });
    expect(actor.getSnapshot().context.screen).toBe('mobile');
    // Wide again: the screen chosen last.
    actor.send({ type: 'DEVICE', mobile: false });
    expect(actor.getSnapshot().context.screen).toBe('laptop');
  });
});
