// The payment systems of the catalogue (CloudPayments, ЮKassa, Т‑Банк Рассрочка: kind 'payment')
// are the account's own shop at a payment provider. They go through billing's provider adapter
// (server/billing/provider.ts; its sandbox by default) — the same adapter that charges order
// payments — so there is one payment sandbox, not a second one here. They receive no leads.
import type { IntegrationType } from '../../../api/integrationCatalogue';
import type { Merchant } from '../../billing/index';
import type { CheckOutcome, IntegrationRow, Provider } from './types';

/** The shop id (the type's first plain field) and its secret (the first secret field). */
export function merchantOf(type: IntegrationType, row: Pick<IntegrationRow, 'settings' | 'credentials'>): Merchant {
  const idField = type.fields.find((f) => !f.secret);
  const secretField = type.fields.find((f) => f.secret);
  return {
    service: type.code,
    shopId: idField ? (row.settings[idField.key] ?? '') : '',
    secret: secretField ? (row.credentials[secretField.key] ?? '') : '',
  };
}

export const paymentProvider: Provider = {
  async check(ctx): Promise<CheckOutcome> {
    const answer = await ctx.payments.checkMerchant(merchantOf(ctx.type, ctx.integration));
    return answer.ok ? { ok: true, lists: [], pipelines: [] } : { ok: false, message: answer.message };
  },
};
