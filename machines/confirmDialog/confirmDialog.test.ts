import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ruText } from '../shared/messages';
import { confirmDialogMachine, requestConfirm, toConfirmView } from './confirmDialogMachine';

describe('confirm dialog', () => {
  it('resolves true on confirm and closes', async () => {
    const actor = createActor(confirmDialogMachine).start();
    const answer = requestConfirm(actor, { message: 'Sure?' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await expect(answer).resolves.toBe(true);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('resolves false on cancel and closes', async () => {
    const actor = createActor(confirmDialogMachine).start();
    const answer = requestConfirm(actor);
    actor.send({ type: 'CANCEL' });
    await expect(answer).resolves.toBe(false);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('a second request answers the first with false and keeps its own answer', async () => {
    const actor = createActor(confirmDialogMachine).start();
    const first = requestConfirm(actor, { title: 'one' });
    const second = requestConfirm(actor, { title: 'two' });
    expect(actor.getSnapshot().context.view?.title).toBe('two');
    actor.send({ type: 'CONFIRM' });
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
  });

  it('default labels are the SPEC texts; the error variant has no cancel button', () => {
    const view = toConfirmView();
    expect(ruText(view.confirmLabel as 'confirm.ok')).toBe('Подтвердить');
    expect(ruText(view.cancelLabel as 'confirm.cancel')).toBe('Отмена');
    expect(toConfirmView({ variant: 'error' }).showCancel).toBe(false);
    expect(toConfirmView({ variant: 'danger' }).showCancel).toBe(true);
  });

  it('CONFIRM or CANCEL while closed does nothing', () => {
    const actor = createActor(confirmDialogMachine).start();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.requestId).toBe(0);
  });
});
