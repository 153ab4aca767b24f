// The payment provider of an app: the one PAYMENT_PROVIDER names (the sandbox registers itself
// here; a real adapter registers in the same way), with its callback secret.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hmac } from '../platform/crypto';
import { getSecret } from '../platform/secret';
import { createPaymentProvider, type PaymentProvider } from './provider';
import './sandbox';

export function createPayments(db: Db, config: Config): PaymentProvider {
  const fixed = config.paymentCallbackSecret;
  return createPaymentProvider(config.paymentProvider, {
    db,
    callbackSecret: async () => fixed ?? hmac(await getSecret(db), 'payment-callbacks'),
    callbackDelayMs: config.paymentCallbackDelayMs,
  });
}
export { issueTariffBill, listPacketOffers, quoteTariff, reloadAccount, tariffTitles } from './bills';
export { getDetails as getAccountDetails } from './details';
export { allowance, assertCanAdd, assertFeature } from './limits';
export { tokenizeCard } from './methods';
export { periodPrice } from './proration';
export { knownPaymentProviders, type ChargeResult, type Merchant, type PaymentProvider } from './provider';
export { billingHandlers } from './routes';
export { billView } from './views';
