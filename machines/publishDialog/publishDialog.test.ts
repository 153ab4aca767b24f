import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isAddressTaken, validatePageAddress } from './address';
import { publishDialogMachine } from './publishDialogMachine';

describe('page address rules', () => {
  it('accepts what the server accepts: DNS-label codes (any case) and path uris such as promo.html', () => {
    expect(validatePageAddress({ code: 'promo-2024', uri: '' })).toBeNull();
    expect(validatePageAddress({ code: 'Promo', uri: 'sale/winter_1' })).toBeNull();
    expect(validatePageAddress({ code: 'shop', uri: 'promo.html' })).toBeNull();
    expect(validatePageAddress({ code: 'shop', uri: '/lead' })).toBeNull();
  });

  it("'Некорректный адрес' for what the server refuses, required for an empty code", () => {
    expect(validatePageAddress({ code: 'a', uri: '' })).toBe('address.invalid');
    expect(validatePageAddress({ code: 'www', uri: '' })).toBe('address.invalid');
    expect(validatePageAddress({ code: '-promo', uri: '' })).toBe('address.invalid');
    expect(validatePageAddress({ code: 'promo', uri: 'with space' })).toBe('address.invalid');
    expect(validatePageAddress({ code: '  ', uri: '' })).toBe('field.required');
  });

  it('recognises a taken address by 409 or a *.taken code', () => {
    expect(isAddressTaken({ status: 409 })).toBe(true);
    expect(isAddressTaken({ status: 422, code: 'page.address_taken' })).toBe(true);
    expect(isAddressTaken({ status: 500 })).toBe(false);
  });
});

describe('publish dialog', () => {
  it('flushes the draft before publishing and ends with the link', async () => {
    const order: string[] = [];
    const machine = publishDialogMachine.provide({
      actors: {
        flushDraft: fromPromise(async () => {
          order.push('flush');
        }),
        publish: fromPromise(async ({ input }) => {
          order.push(`publish ${input.code}`);
          return { url: `http://${input.code}.localhost` };
        }),
      },
    });
    const actor = createActor(machine, { input: { code: 'promo', uri: '' } }).start();
    actor.send({ type: 'PUBLISH' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('success');
    expect(order).toEqual(['flush', 'publish promo']);
    actor.send({ type: 'CLOSE' });
    await expect(toPromise(actor)).resolves.toEqual({ published: true, url: 'http://promo.localhost', address: { code: 'promo', uri: '' } });
  });

  it('an invalid address never reaches the server', () => {
    const actor = createActor(publishDialogMachine, { input: { code: 'Bad!', uri: '' } }).start();
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.addressError).toBe('address.invalid');
    actor.send({ type: 'SET_ADDRESS', code: 'good' });
    expect(actor.getSnapshot().context.addressError).toBeNull();
  });

  it('save and continue stores the address and closes without publishing', async () => {
    const saved: unknown[] = [];
    const machine = publishDialogMachine.provide({ actors: { saveAddress: fromPromise(async ({ input }) => void saved.push(input)) } });
    const actor = createActor(machine, { input: { code: 'promo', uri: 'a' } }).start();
    actor.send({ type: 'SAVE_AND_CONTINUE' });
    await expect(toPromise(actor)).resolves.toMatchObject({ published: false });
    expect(saved).toEqual([{ code: 'promo', uri: 'a' }]);
  });
});
