/**
 * Forms on published pages, as rules: what each form asks (its fields, their kinds, which are
 * required, a dropdown's options) and how a submission is judged. One rule serves both sides: the
 * server validates a lead with `validateLead`, and the published page's script (render/runtime.ts)
 * checks the same fields in place with the same patterns and messages before it sends.
 */
import { afterSubmitOf, type AfterSubmit } from './after-submit';
import { DEFAULT_SUBMIT_TEXT, type InputType } from './constants';
import type { PageDocument, Widget, WidgetTree } from './model';
import { pforEach, pget } from './pmap';
import { childIds } from './tree';

/** Languages a published page (and so its form messages) can be in. */
export type PageLang = 'ru' | 'en';
export const pageLang = (lang: string | undefined): PageLang => (lang === 'en' ? 'en' : 'ru');

export type FieldKind = InputType;

export interface FormFieldRule {
  /** The name the value is posted under. */
  readonly name: string;
  /** What the visitor read above the field (kept with the lead, shown in the inbox). */
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** A dropdown's choices; an empty list accepts any value. */
  readonly options: readonly string[];
}

export interface FormRules {
  /** The form widget's id: unique across the page and its modals. */
  readonly id: number;
  readonly name: string;
  /** What the visitor reads once the lead is stored (the page language's default when unset). */
  readonly submitText: string;
  /**
   * The form's «Email для заявок» (SPEC §3 "submit email"): who is mailed each of its leads,
   * lower-cased; '' when none or not an address. Absent in forms stored before it was kept.
   */
  readonly email?: string;
  /** Where the visitor goes once the lead is stored (engine/after-submit.ts); absent: the thank-you text. */
  readonly after?: AfterSubmit;
  readonly fields: readonly FormFieldRule[];
}

/** Every form of a published page by id, with the language its texts are in. */
export interface PageForms {
  readonly lang: PageLang;
  readonly forms: Readonly<Record<string, FormRules>>;
}

/**
 * Names the page script and the renderer add to a form besides its fields. A field of the same
 * name is never taken as the visitor's answer.
 */
export const FORM_META = {
  formName: 'form_name',
  pageId: 'page_id',
  formId: 'form_id',
  /** Idempotency key of one submission (a retry sends the same key). */
  key: '__key',
  /** document.referrer of the visit that brought the visitor. */
  referrer: '__ref',
  /** Left empty by people (it is hidden); bots fill it in. */
  honeypot: '__website',
} as const;

export const UTM_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmTag = (typeof UTM_TAGS)[number];
/** The ad systems' click ids (Yandex Direct, Google Ads, Facebook, VK): they tie a lead to the click that brought it. */
export const CLICK_IDS = ['yclid', 'gclid', 'fbclid', 'vkclid'] as const;
/** What a lead keeps of the visit's landing address (in its `utm`): the UTM tags, then the click ids. */
export const AD_TAGS = [...UTM_TAGS, ...CLICK_IDS] as const;
export type AdTag = (typeof AD_TAGS)[number];
/** Ad tags travel with the form as `__utm_source`, `__gclid`, … so they never clash with a field. */
export const UTM_PREFIX = '__';

const META_NAMES: ReadonlySet<string> = new Set([...Object.values(FORM_META), ...AD_TAGS.map((t) => UTM_PREFIX + t)]);
export const isMetaName = (name: string): boolean => META_NAMES.has(name);

/**
 * Patterns shared with the page script (sources, so the script builds the very same RegExp).
 * Email: something@something.tld without spaces. Phone: digits with the usual separators
 * (+, spaces, brackets, dots, dashes) and 7 to 15 digits in all (E.164 allows 15).
 */
export const FIELD_PATTERNS = {
  email: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  phone: '^(?=(?:\\D*\\d){7,15}\\D*$)\\+?[\\d\\s().-]+$',
} as const;

export type FieldError = 'required' | 'email' | 'phone' | 'option';

export const FIELD_MESSAGES: Readonly<Record<PageLang, Readonly<Record<FieldError, string>>>> = {
  ru: {
    required: 'Обязательное поле',
    email: 'Введите email в формате name@example.ru',
    phone: 'Введите номер телефона, например +7 900 123-45-67',
    option: 'Выберите вариант из списка',
  },
  en: {
    required: 'Required field',
    email: 'Enter an email such as name@example.com',
    phone: 'Enter a phone number such as +1 555 123 4567',
    option: 'Choose an option from the list',
  },
};

/** SPEC §3's default submit text, in each page language. */
export const DEFAULT_SUBMIT_TEXTS: Readonly<Record<PageLang, string>> = {
  ru: 'Спасибо! Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.',
  en: DEFAULT_SUBMIT_TEXT,
};

/** Texts of the page script and of the pages a plain (script-less) POST gets back. */
export const INTAKE_TEXTS: Readonly<Record<PageLang, Readonly<Record<'failed' | 'tooMany' | 'back' | 'fix' | 'thanksTitle' | 'fixTitle' | 'notSentTitle', string>>>> = {
  ru: {
    failed: 'Не удалось отправить заявку. Проверьте соединение с интернетом и попробуйте ещё раз.',
    tooMany: 'С вашего адреса только что отправили много заявок. Попробуйте ещё раз через несколько минут.',
    back: 'Вернуться на страницу',
    fix: 'Вернуться и исправить',
    thanksTitle: 'Заявка отправлена',
    fixTitle: 'Проверьте заявку',
    notSentTitle: 'Заявка не отправлена',
  },
  en: {
    failed: 'The application was not sent. Check your connection and try again.',
    tooMany: 'Many applications were just sent from your address. Please try again in a few minutes.',
    back: 'Back to the page',
    fix: 'Go back and correct',
    thanksTitle: 'Application sent',
    fixTitle: 'Please check your application',
    notSentTitle: 'Application not sent',
  },
};

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);

/** The name a field posts under: its configured name, else `field{id}` (what the renderer writes). */
export const fieldName = (w: Widget): string => str(w.cfg.name) || `field${w.id}`;
/** The label shown above a field: its label, else its name. */
export const fieldLabel = (w: Widget): string => str(w.cfg.label) || str(w.cfg.name) || 'Field';
/** The form's name as leads carry it: its configured name, else the widget's name. */
export const formNameOf = (w: Widget): string => str(w.cfg.formName) || w.name;

/** The submit text a visitor reads: the form's own, or the page language's default (SPEC §3). */
export function submitTextOf(w: Widget, lang: PageLang): string {
  const own = str(w.cfg.submitText).trim();
  // The catalogue's default is the English text of SPEC §3: on a Russian page it reads as Russian.
  return own === '' || own === DEFAULT_SUBMIT_TEXT ? DEFAULT_SUBMIT_TEXTS[lang] : own;
}

/** The «Email для заявок» of a form widget, when it is an address. */
export function submitEmailOf(w: Widget): string {
  const email = str(w.cfg.email).trim().toLowerCase();
  return EMAIL.test(email) ? email : '';
}

const KINDS: ReadonlySet<string> = new Set<FieldKind>(['text', 'phone', 'email', 'dropdown']);

export function fieldRule(w: Widget): FormFieldRule {
  const kind = KINDS.has(str(w.cfg.inputType)) ? (str(w.cfg.inputType) as FieldKind) : 'text';
  const options = kind === 'dropdown' && Array.isArray(w.cfg.options) ? w.cfg.options.map((o) => str(o).trim()).filter((o) => o !== '') : [];
  return { name: fieldName(w), label: fieldLabel(w), kind, required: w.cfg.required === true, options };
}

function inputsUnder(tree: WidgetTree, id: number, out: Widget[]): void {
  for (const child of childIds(tree, id)) {
    const w = pget(tree.widgets, child);
    if (w === undefined) continue;
    // A form inside a form is not valid HTML; its fields belong to the outer one as rendered.
    if (w.type === 'widget-input') out.push(w);
    inputsUnder(tree, child, out);
  }
}

function collect(tree: WidgetTree, lang: PageLang, forms: Record<string, FormRules>): void {
  pforEach(tree.widgets, (w) => {
    if (w.type !== 'widget-form') return;
    const inputs: Widget[] = [];
    inputsUnder(tree, w.id, inputs);
    const after = afterSubmitOf(w);
    forms[String(w.id)] = {
      id: w.id, name: formNameOf(w), submitText: submitTextOf(w, lang), email: submitEmailOf(w),
      ...(after.kind === 'text' ? {} : { after }), fields: inputs.map(fieldRule),
    };
  });
}

/** Every form of the page and its modals, as the published page renders them. */
export function formsOf(doc: PageDocument, lang: string | undefined): PageForms {
  const l = pageLang(lang);
  const forms: Record<string, FormRules> = {};
  collect(doc.page, l, forms);
  for (const f of doc.fragments) collect(f.tree, l, forms);
  return { lang: l, forms };
}

/**
 * The form a submission came from: by its id, else by its name, else the page's only form.
 * Undefined when none fits (a page republished without that form, a hand-made POST).
 */
export function pickForm(page: PageForms, formId: string | undefined, formName: string | undefined): FormRules | undefined {
  if (formId !== undefined && page.forms[formId] !== undefined) return page.forms[formId];
  const all = Object.values(page.forms);
  const named = formName === undefined || formName === '' ? [] : all.filter((f) => f.name === formName);
  if (named.length === 1) return named[0];
  return all.length === 1 ? all[0] : undefined;
}

// C0 controls except tab, line feed and carriage return; DEL and the C1 block. NUL can never be
// stored (PostgreSQL refuses it in text), the others only garble what the owner reads.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A visitor's value as it may be stored: control characters and lone surrogates removed. */
export function cleanText(value: string): string {
  return value.replace(CONTROLS, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

const EMAIL = new RegExp(FIELD_PATTERNS.email);
const PHONE = new RegExp(FIELD_PATTERNS.phone);

/** What is wrong with one value of a field (values arrive trimmed), or null. */
export function checkField(rule: FormFieldRule, value: string): FieldError | null {
  if (value === '') return rule.required ? 'required' : null;
  if (rule.kind === 'email' && !EMAIL.test(value)) return 'email';
  if (rule.kind === 'phone' && !PHONE.test(value)) return 'phone';
  if (rule.kind === 'dropdown' && rule.options.length > 0 && !rule.options.includes(value)) return 'option';
  return null;
}

/** Field name → what is wrong, for every field of the form that fails its rule. */
export function validateLead(form: FormRules, values: Readonly<Record<string, string>>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const rule of form.fields) {
    if (errors[rule.name] !== undefined) continue;
    const problem = checkField(rule, (values[rule.name] ?? '').trim());
    if (problem !== null) errors[rule.name] = problem;
  }
  return errors;
}

const NAME_HINT = /name|имя|фио|fio|client|клиент/i;

/**
 * Who the lead is from, in one line (the inbox's «Клиент» column): a name field, else the email,
 * else the phone, else the first answer.
 */
export function leadTitle(form: FormRules | undefined, values: Readonly<Record<string, string>>): string {
  const answer = (name: string) => (values[name] ?? '').trim();
  const fields = form?.fields ?? Object.keys(values).map((name): FormFieldRule => ({ name, label: name, kind: 'text', required: false, options: [] }));
  const pick = (test: (f: FormFieldRule) => boolean) => fields.filter(test).map((f) => answer(f.name)).find((v) => v !== '');
  const title = pick((f) => f.kind === 'text' && (NAME_HINT.test(f.name) || NAME_HINT.test(f.label)))
    ?? pick((f) => f.kind === 'email')
    ?? pick((f) => f.kind === 'phone')
    ?? pick(() => true)
    ?? Object.values(values).map((v) => v.trim()).find((v) => v !== '')
    ?? '';
  return title.slice(0, 200);
}

const EMAIL_HINT = /e-?mail|почт/i;
const PHONE_HINT = /phone|tel|телефон|моб/i;

/** A lead's person in the usual three fields (null when the form did not ask or it was left empty). */
export interface LeadContact { name: string | null; email: string | null; phone: string | null }

/**
 * The name, email and phone among a lead's answers, as the customer-data area matches persons by
 * them: by the form's field kinds when the form is known, else by the field's name or label, and
 * for email and phone also by the value's shape. A value of the wrong shape is not taken.
 */
export function leadContact(form: FormRules | undefined, values: Readonly<Record<string, string>>, labels: readonly { name: string; label: string }[] = []): LeadContact {
  const labelOf = new Map(labels.map((l) => [l.name, l.label]));
  const fields = form?.fields ?? Object.keys(values).map((name): FormFieldRule => ({ name, label: labelOf.get(name) ?? name, kind: 'text', required: false, options: [] }));
  const answered = fields.map((f) => ({ f, value: (values[f.name] ?? '').trim() })).filter((x) => x.value !== '');
  const first = (test: (f: FormFieldRule, value: string) => boolean) => answered.find((x) => test(x.f, x.value))?.value ?? null;
  const hinted = (hint: RegExp) => (f: FormFieldRule) => hint.test(f.name) || hint.test(f.label);
  const email = first((f, v) => f.kind === 'email' && EMAIL.test(v))
    ?? first((f, v) => hinted(EMAIL_HINT)(f) && EMAIL.test(v))
    ?? (form ? null : first((_f, v) => EMAIL.test(v)));
  const phone = first((f, v) => f.kind === 'phone' && PHONE.test(v))
    ?? first((f, v) => hinted(PHONE_HINT)(f) && PHONE.test(v))
    ?? (form ? null : first((f, v) => f.kind === 'text' && PHONE.test(v) && !NAME_HINT.test(f.name)));
  const name = first((f) => f.kind === 'text' && hinted(NAME_HINT)(f));
  return { name: name?.slice(0, 200) ?? null, email: email?.slice(0, 254) ?? null, phone: phone?.slice(0, 40) ?? null };
}
