import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createPayments } from './index';
import { registerPaymentProvider, type PaymentProvider, type ProviderOptions } from './provider';

// No query runs while a provider is chosen; the database only reaches the factory.
const db = {} as Db;

describe('choosing the payment provider by configuration', () => {
  it('is the sandbox unless PAYMENT_PROVIDER names another', async () => {
    const sandbox = createPayments(db, loadConfig({}));
    expect(sandbox.name).toBe('sandbox');
    await sandbox.close();
  });

  it('takes a registered provider by name, with the configured callback secret', async () => {
    let given: ProviderOptions | null = null;
    registerPaymentProvider('acquirer-test', (opts) => {
      given = opts;
      // Only the name is looked at here; a real adapter implements the whole interface.
      return { name: 'acquirer-test' } as PaymentProvider;
    });
    const provider = createPayments(db, loadConfig({ PAYMENT_PROVIDER: 'acquirer-test', PAYMENT_CALLBACK_SECRET: 'from-the-provider-dashboard' }));
    expect(provider.name).toBe('acquirer-test');
    expect(await (given as ProviderOptions | null)?.callbackSecret()).toBe('from-the-provider-dashboard');
  });

  it('refuses an unknown name instead of quietly taking test cards', () => {
    expect(() => createPayments(db, loadConfig({ PAYMENT_PROVIDER: 'yookassa' }))).toThrow(/Unknown PAYMENT_PROVIDER "yookassa"/);
  });
});
