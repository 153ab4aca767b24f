// The sandbox payment provider (the default, PAYMENT_PROVIDER=sandbox). It behaves like a real
// card provider: cards become tokens, a charge happens at most once per idempotency key (its own
// books are the sandbox_payment_* tables), outcomes follow the test card's number, and every
// outcome is also delivered as a signed callback through the app's real callback route — slow
// ("3-D Secure") payments only that way. Test cards (README "Sandboxes"):
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { cardExpired, paymentFailures, type PaymentFailure } from '../../api/billing';
import { sandboxCards, sandboxCharges } from '../db/schema-billing';
import {
  CardRejected, registerPaymentProvider, type CallbackEvent, type CallbackSink, type ChargeResult, type Merchant, type MerchantCheck, type PaymentProvider,
  type ProviderOptions,
} from './provider';
import { SIGNATURE_HEADER, signPayload, verifySignature } from './signature';

type Behaviour = 'success' | 'pending' | PaymentFailure;

/** Test card → outcome. Any other valid number succeeds. */
export const SANDBOX_CARDS: Readonly<Record<string, Behaviour>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'payment.failed',
  '4000000000000119': 'payment.provider_failed',
  '4000000000000069': 'payment.method_invalid',
  '4000000000000127': 'payment.method_unsupported',
  '4000000000009995': 'payment.error',
  '4000000000003220': 'pending',
};

function brandOf(n: string): string {
  if (/^220[0-4]/.test(n)) return 'mir';
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  return 'card';
}

const eventSchema = v.object({
  id: v.string(),
  type: v.picklist(['charge.succeeded', 'charge.failed']),
  charge: v.object({
    id: v.string(),
    reference: v.string(),
    amount: v.number(),
    failure: v.nullable(v.picklist(paymentFailures)),
  }),
});
type SandboxEvent = v.InferOutput<typeof eventSchema>;

const chargeId = (id: number) => `sbx_ch_${id}`;

/**
 * Deterministic merchant credentials (README "Sandboxes"): a secret beginning with `invalid` is
 * refused as the provider's 401 would be, one beginning with `unavailable` as its 503; any other
 * secret is a working shop.
 */
export function sandboxMerchantCheck(merchant: Merchant): MerchantCheck {
  const secret = merchant.secret.trim().toLowerCase();
  if (secret === '' || merchant.shopId.trim() === '') return { ok: false, message: 'credentials missing (401)', retryable: false };
  if (secret.startsWith('invalid')) return { ok: false, message: 'invalid credentials (401)', retryable: false };
  if (secret.startsWith('unavailable')) return { ok: false, message: 'service unavailable (503)', retryable: true };
  return { ok: true };
}
const MAX_DELIVERY_ATTEMPTS = 5;

export function createSandboxProvider({ db, callbackSecret, callbackDelayMs }: ProviderOptions): PaymentProvider {
  let sink: CallbackSink | undefined;
  let closed = false;
  /** Scheduled jobs: the timer, and how to run it now or drop it. */
  const timers = new Map<NodeJS.Timeout, { run: () => void; cancel: () => void }>();
  const running = new Set<Promise<void>>();

  /** Runs `job` after `delayMs`, tracked so flush() can run it at once and close() can drop it. */
  function later(delayMs: number, job: () => Promise<void>): void {
    if (closed) return;
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => { done = resolve; });
    running.add(finished);
    const run = () => {
      timers.delete(timer);
      job().catch(() => undefined).finally(() => {
        running.delete(finished);
        done();
      });
    };
    const timer = setTimeout(run, delayMs);
    timers.set(timer, {
      run: () => {
        clearTimeout(timer);
        run();
      },
      cancel: () => {
        running.delete(finished);
        done();
      },
    });
  }

  /** Like a real provider: delivered until acknowledged with a 2xx, with backoff, a few times. */
  function deliver(event: SandboxEvent, attempt = 1): void {
    later(attempt === 1 ? 0 : 2 ** attempt * 100, async () => {
      if (!sink) return;
      const body = JSON.stringify(event);
      const { statusCode } = await sink(body, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(await callbackSecret(), body) });
      if ((statusCode < 200 || statusCode >= 300) && attempt < MAX_DELIVERY_ATTEMPTS) deliver(event, attempt + 1);
    });
  }

  const eventOf = (id: number, reference: string, amount: number, failure: PaymentFailure | null): SandboxEvent => ({
    id: `evt_${id}_${failure ? 'failed' : 'succeeded'}`,
    type: failure ? 'charge.failed' : 'charge.succeeded',
    charge: { id: chargeId(id), reference, amount, failure },
  });

  return {
    name: 'sandbox',

    async tokenize(card) {
      if (cardExpired(card.exp_month, card.exp_year)) throw new CardRejected('card.expiry_invalid');
      const token = `sbx_card_${randomBytes(12).toString('base64url')}`;
      await db.insert(sandboxCards).values({ token, behaviour: SANDBOX_CARDS[card.number] ?? 'success', expMonth: card.exp_month, expYear: card.exp_year });
      return { token, brand: brandOf(card.number), last4: card.number.slice(-4), expMonth: card.exp_month, expYear: card.exp_year };
    },

    async charge(req): Promise<ChargeResult> {
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, req.cardToken)).limit(1);
      // A merchant whose shop the provider refuses cannot take money: the card is not even tried.
      const shopRefused = req.merchant !== undefined && !sandboxMerchantCheck(req.merchant).ok;
      const behaviour: Behaviour = shopRefused ? 'payment.provider_failed' : card ? (card.behaviour as Behaviour) : 'payment.method_invalid';
      const status = behaviour === 'success' ? 'succeeded' : behaviour === 'pending' ? 'pending' : 'failed';
      const failure = status === 'failed' ? (behaviour as PaymentFailure) : null;
      // One charge per key: a repeated call answers with the charge already made.
      const [made] = await db.insert(sandboxCharges)
        .values({ idempotencyKey: req.idempotencyKey, amount: req.amount, cardToken: req.cardToken, status, failure })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
      const row = made ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, req.idempotencyKey)))[0];
      if (made) {
        if (status === 'pending') {
          later(callbackDelayMs, async () => {
            const [settled] = await db.update(sandboxCharges).set({ status: 'succeeded' })
              .where(sql`${sandboxCharges.id} = ${row.id} AND ${sandboxCharges.status} = 'pending'`).returning();
            if (settled) deliver(eventOf(row.id, req.reference, row.amount, null));
          });
        } else {
          deliver(eventOf(row.id, req.reference, row.amount, failure));
        }
      }
      const id = chargeId(row.id);
      if (row.status === 'failed') return { status: 'failed', providerPaymentId: id, failure: (row.failure ?? 'payment.error') as PaymentFailure };
      return { status: row.status, providerPaymentId: id };
    },

    async checkMerchant(merchant) {
      return sandboxMerchantCheck(merchant);
    },

    async verifyCallback(rawBody, headers): Promise<CallbackEvent | null> {
      const header = headers[SIGNATURE_HEADER];
      if (!verifySignature(await callbackSecret(), rawBody, typeof header === 'string' ? header : undefined)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const event = v.safeParse(eventSchema, parsed);
      if (!event.success) return null;
      const { id, charge } = event.output;
      const result: ChargeResult = charge.failure
        ? { status: 'failed', providerPaymentId: charge.id, failure: charge.failure }
        : { status: 'succeeded', providerPaymentId: charge.id };
      return { eventId: id, reference: charge.reference, result };
    },

    connect(deliverTo) {
      sink = deliverTo;
    },

    async flush() {
      while (running.size > 0) {
        // Whatever waits for its time (a slow payment, a retry) happens now.
        for (const { run } of [...timers.values()]) run();
        await Promise.all([...running]);
      }
    },

    async close() {
      closed = true;
      for (const [timer, { cancel }] of timers) {
        clearTimeout(timer);
        cancel();
      }
      timers.clear();
      await Promise.all([...running]);
    },
  };
}

registerPaymentProvider('sandbox', createSandboxProvider);
