// SPEC §3 "Integration" and §2 "Integrations catalogue": every integration type id of the product,
// each a named service with its kind (the catalogue's groups) and the fields it needs. One table for
// the server (which checks and stores the fields), the integrations screens (which draw the forms
// from it) and the adapters behind each kind (server/integrations/providers).
export const INTEGRATION_KINDS = ['mailing', 'crm', 'analytics', 'payment', 'webhook'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/**
 * A field of an integration's form. `secret` fields are credentials: stored on the server and never
 * answered in full again (the API shows their last characters only). The others are settings.
 * `load`: the choices come from the service (POST /integrations/{id}/load), e.g. its mailing lists.
 */
export interface IntegrationField {
  readonly key: string;
  readonly secret: boolean;
  readonly required: boolean;
  readonly input: 'text' | 'url' | 'select';
  /** For `select`: which list of the service's answer to /load fills it. */
  readonly load?: 'lists' | 'pipelines';
}

export interface IntegrationType {
  readonly id: IntegrationTypeId;
  /** Stable code (i18n keys, adapters). */
  readonly code: string;
  /** The service's own name; the same in every language. */
  readonly name: string;
  readonly kind: IntegrationKind;
  readonly fields: readonly IntegrationField[];
}

export const INTEGRATION_TYPE_IDS = [1, 4, 5, 6, 7, 8, 10, 12, 14, 15, 16, 17, 18, 19, 21, 22] as const;
export type IntegrationTypeId = (typeof INTEGRATION_TYPE_IDS)[number];

const secret = (key: string): IntegrationField => ({ key, secret: true, required: true, input: 'text' });
const text = (key: string, required = true): IntegrationField => ({ key, secret: false, required, input: 'text' });
const url = (key: string): IntegrationField => ({ key, secret: false, required: true, input: 'url' });
const list: IntegrationField = { key: 'list_id', secret: false, required: false, input: 'select', load: 'lists' };
const pipeline: IntegrationField = { key: 'pipeline_id', secret: false, required: false, input: 'select', load: 'pipelines' };

export const INTEGRATION_TYPES: Readonly<Record<IntegrationTypeId, IntegrationType>> = {
  1: { id: 1, code: 'unisender', name: 'UniSender', kind: 'mailing', fields: [secret('api_key'), list] },
  4: { id: 4, code: 'sendpulse', name: 'SendPulse', kind: 'mailing', fields: [text('client_id'), secret('client_secret'), list] },
  5: { id: 5, code: 'getresponse', name: 'GetResponse', kind: 'mailing', fields: [secret('api_key'), list] },
  6: { id: 6, code: 'mailchimp', name: 'Mailchimp', kind: 'mailing', fields: [secret('api_key'), list] },
  7: { id: 7, code: 'dashamail', name: 'DashaMail', kind: 'mailing', fields: [secret('api_key'), list] },
  8: { id: 8, code: 'amocrm', name: 'amoCRM', kind: 'crm', fields: [text('subdomain'), secret('access_token'), pipeline] },
  10: { id: 10, code: 'bitrix24', name: 'Битрикс24', kind: 'crm', fields: [text('portal'), secret('webhook_key'), pipeline] },
  12: { id: 12, code: 'retailcrm', name: 'RetailCRM', kind: 'crm', fields: [text('subdomain'), secret('api_key'), pipeline] },
  14: { id: 14, code: 'megaplan', name: 'Мегаплан', kind: 'crm', fields: [text('subdomain'), secret('access_token'), pipeline] },
  15: { id: 15, code: 'hubspot', name: 'HubSpot', kind: 'crm', fields: [secret('access_token'), pipeline] },
  16: { id: 16, code: 'pipedrive', name: 'Pipedrive', kind: 'crm', fields: [secret('api_token'), pipeline] },
  17: { id: 17, code: 'google_analytics', name: 'Google Analytics', kind: 'analytics', fields: [text('measurement_id'), secret('api_secret')] },
  18: { id: 18, code: 'card_payment', name: 'CloudPayments', kind: 'payment', fields: [text('public_id'), secret('api_secret')] },
  19: { id: 19, code: 'online_payment', name: 'ЮKassa', kind: 'payment', fields: [text('shop_id'), secret('secret_key')] },
  21: { id: 21, code: 'instalment', name: 'Т‑Банк Рассрочка', kind: 'payment', fields: [text('shop_id'), secret('api_key')] },
  22: { id: 22, code: 'webhook', name: 'Webhook', kind: 'webhook', fields: [url('url')] },
};

export const isIntegrationTypeId = (n: number): n is IntegrationTypeId => (INTEGRATION_TYPE_IDS as readonly number[]).includes(n);

/** The catalogue's groups in SPEC's order, each with its types in id order. */
export const INTEGRATION_GROUPS: readonly { kind: IntegrationKind; types: readonly IntegrationType[] }[] = INTEGRATION_KINDS.map((kind) => ({
  kind,
  types: INTEGRATION_TYPE_IDS.map((id) => INTEGRATION_TYPES[id]).filter((t) => t.kind === kind),
}));

/** Kinds that receive every new lead of their pages (a delivery per lead, with a log). */
export const LEAD_RECEIVING_KINDS: readonly IntegrationKind[] = ['mailing', 'crm', 'analytics', 'webhook'];

/**
 * Whether an integration's fields are complete enough to talk to its service: until then it is
 * «не подключено». `credentials` holds which secret fields are set (their values never reach the UI).
 */
export function missingFields(type: IntegrationType, settings: Readonly<Record<string, string>>, credentialsSet: Readonly<Record<string, boolean>>): string[] {
  return type.fields
    .filter((f) => f.required && (f.secret ? !credentialsSet[f.key] : !(settings[f.key] ?? '').trim()))
    .map((f) => f.key);
}
