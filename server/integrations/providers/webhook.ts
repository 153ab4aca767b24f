// The webhook (type 22): every message is a JSON POST to the customer's URL, signed the Standard
// Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 of
// "{id}.{timestamp}.{body}" with the endpoint's whsec_ secret), through the SSRF guard. The
// timestamp is the moment of each attempt (receivers refuse stale ones); the id and the body stay
// the same on every attempt and resend, so the receiver can deduplicate by webhook-id.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { postJson } from '../http-post';
import { targetProblem } from '../ssrf';
import type { DeliveryOutcome, OutgoingMessage, Provider, ProviderContext } from './types';

/** The credential key of the signing secret (the server makes it; it is no field of the form). */
export const SIGNING_SECRET = 'signing_secret';

/** A new secret in the Standard Webhooks format: whsec_ + base64 of 32 random bytes. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export function signedHeaders(secret: string, message: OutgoingMessage, at: Date): Record<string, string> {
  const signature = new Webhook(secret).sign(message.messageId, at, message.body);
  return { 'webhook-id': message.messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

export const webhookProvider: Provider = {
  async check(ctx) {
    const url = ctx.integration.settings.url ?? '';
    const problem = targetProblem(url, ctx.allowPrivate);
    if (problem) return { ok: false, message: `url: ${problem}` };
    if (!ctx.integration.credentials[SIGNING_SECRET]) return { ok: false, message: 'no signing secret' };
    return { ok: true, lists: [], pipelines: [] };
  },

  async deliver(ctx: ProviderContext, message: OutgoingMessage): Promise<DeliveryOutcome> {
    const secret = ctx.integration.credentials[SIGNING_SECRET];
    if (!secret) return { ok: false, status: null, excerpt: '', error: 'no signing secret', durationMs: 0, permanent: true };
    const r = await postJson(ctx.integration.settings.url ?? '', message.body, signedHeaders(secret, message, new Date()), { allowPrivate: ctx.allowPrivate, signal: ctx.signal });
    const ok = r.status !== null && r.status >= 200 && r.status < 300;
    return { ok, status: r.status, excerpt: r.excerpt, error: ok ? null : r.error ?? `HTTP ${r.status}`, durationMs: r.durationMs, permanent: r.permanent };
  },
};
