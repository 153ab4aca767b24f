// The payment-provider adapter. Billing talks to a provider only through this interface; the
// sandbox (sandbox.ts) is the default and a real provider plugs in by PAYMENT_PROVIDER
// (registerPaymentProvider). Outcomes that can only be known later (3-D Secure, bank delays) come
// back as `pending` and are settled by the provider's signed callback, which every provider —
// the sandbox included — delivers to POST /api/account/payments/callback.
import type { CardInput, PaymentFailure } from '../../api/billing';
import type { Db } from '../db/client';

export interface SavedCard {
  /** The provider's reference to the card; the number itself never reaches our database. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A merchant's own account at the provider: an account of ours that takes its customers' order
 * payments (its payment integration, catalogue entries 18, 19, 21, keeps these credentials).
 * Without one, a charge is for this product itself (tariff bills).
 */
export interface Merchant {
  /** The catalogue code of the service (card_payment, online_payment, instalment). */
  service: string;
  shopId: string;
  secret: string;
}

/** Whether the provider accepts a merchant's credentials; `retryable`: it did not answer (try later). */
export type MerchantCheck = { ok: true } | { ok: false; message: string; retryable: boolean };

export interface ChargeRequest {
  /** Whole rubles. */
  amount: number;
  cardToken: string;
  /** The provider charges at most once per key, however often it is called. */
  idempotencyKey: string;
  /** Our payment's reference, echoed back in callbacks. */
  reference: string;
  description: string;
  /** Charge for this merchant (an order's seller) instead of for the product itself. */
  merchant?: Merchant;
}

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string }
  | { status: 'pending'; providerPaymentId: string }
  | { status: 'failed'; providerPaymentId: string; failure: PaymentFailure };

/** A verified callback: what happened to one of our payments. */
export interface CallbackEvent {
  eventId: string;
  reference: string;
  result: ChargeResult;
}

export interface PaymentProvider {
  readonly name: string;
  /** Turns card details into a reusable token; throws CardRejected for a card it will not take. */
  tokenize(card: CardInput): Promise<SavedCard>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Asks the provider whether a merchant's credentials are good (the payment integration's state). */
  checkMerchant(merchant: Merchant): Promise<MerchantCheck>;
  /** Checks the signature over the raw body; null when it does not verify. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<CallbackEvent | null>;
  /** Where the provider delivers its callbacks (the app's own callback route). */
  connect(deliver: CallbackSink): void;
  /** Delivers every callback on its way now and waits for them (tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export type CallbackSink = (rawBody: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;

/** A card the provider refuses to store (expired, unknown network); `code` is a catalogue code. */
export class CardRejected extends Error {
  constructor(readonly code: 'card.expiry_invalid' | 'card.number_invalid') {
    super(code);
  }
}

export interface ProviderOptions {
  db: Db;
  /** HMAC secret of the callbacks. */
  callbackSecret: () => Promise<string>;
  /** How long a pending sandbox payment waits before its final callback. */
  callbackDelayMs: number;
}

type Factory = (opts: ProviderOptions) => PaymentProvider;
const factories = new Map<string, Factory>();

/** A real provider registers its factory under the name PAYMENT_PROVIDER selects. */
export function registerPaymentProvider(name: string, factory: Factory): void {
  factories.set(name, factory);
}

/** The names PAYMENT_PROVIDER may take (the server checks it before it starts anything). */
export function knownPaymentProviders(): string[] {
  return [...factories.keys()];
}

/** An unknown name is a configuration error: never fall back to accepting test cards silently. */
export function createPaymentProvider(name: string, opts: ProviderOptions): PaymentProvider {
  const factory = factories.get(name);
  if (!factory) throw new Error(`Unknown PAYMENT_PROVIDER "${name}" (known: ${[...factories.keys()].join(', ')})`);
  return factory(opts);
}
