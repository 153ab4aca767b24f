import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { ruText } from '../shared/messages';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { validatePageAddress } from './address';
import { isPublishing, publishDialogMachine, type PublishDialogEvent } from './publishDialogMachine';
import { MODEL_URL, publishDialogModelEvents, publishDialogModelInput } from './publishDialog.model';

const input = publishDialogModelInput;
const events = publishDialogModelEvents;

modelSuite('publishDialog machine', {
  machine: publishDialogMachine,
  input,
  events: () => events as PublishDialogEvent[],
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const machine = publishDialogMachine.provide({ actors: { flushDraft: effects.actor(), publish: effects.actor(), saveAddress: effects.actor() } });
    return { actor: createActor(machine, { clock, input }).start(), clock, effects };
  },
  states: {
    editing: (s) => {
      expect(isPublishing(s)).toBe(false);
      // An error shown under the field is exactly the rule's answer, or the server's 'taken'.
      if (s.context.addressError === 'address.taken') expect(ruText('address.taken')).toBe('Этот адрес занят');
      else if (s.context.addressError !== null) expect(s.context.addressError).toBe(validatePageAddress(s.context));
      if (s.context.addressError === 'address.invalid') expect(ruText(s.context.addressError)).toBe('Некорректный адрес');
      if (s.context.titleError !== null) expect(s.context.head?.title).toBe('');
    },
    flushing: (s, { effects }) => {
      expect(isPublishing(s)).toBe(true);
      expect(validatePageAddress(s.context)).toBeNull();
      expect(effects.callsOf('publish').length).toBe(effects.settled.filter((x) => x.id === 'publish').length);
    },
    waiting: (s, { effects }) => {
      expect(isPublishing(s)).toBe(true);
      // Publishing starts only after a successful flush, with the address of the form.
      expect(effects.settled.filter((x) => x.id === 'flushDraft').at(-1)?.ok).toBe(true);
      expect(effects.callsOf('publish').at(-1)).toEqual({ code: s.context.code, uri: s.context.uri, head: s.context.head });
      // A title is required at the first publish: publishing never starts without one.
      expect(s.context.head?.title.trim()).not.toBe('');
    },
    success: (s) => {
      expect(s.context.url).toBe(MODEL_URL);
      expect(s.context.published).toBe(true);
    },
    error: (s) => {
      expect(s.context.error).toEqual({ code: 'generic', message: 'Произошла ошибка' });
    },
    savingDraft: (s) => {
      expect(validatePageAddress(s.context)).toBeNull();
    },
    savingAddress: (s, { effects }) => {
      expect(effects.callsOf('saveAddress').at(-1)).toEqual({ code: s.context.code, uri: s.context.uri, head: s.context.head });
    },
    closed: (s) => {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ published: s.context.published, url: s.context.url, address: { code: s.context.code, uri: s.context.uri } });
    },
  },
});
