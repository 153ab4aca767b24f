/**
 * Forms on published pages, as rules: what each form asks (its fields, their kinds, which are
 * required, a dropdown's options) and how a submission is judged. One rule serves both sides: the
 * server validates a lead with `validateLead`, and the published page's script (render/script/form.ts)
 * checks the same fields in place with the same rule (field-rules.ts) and messages before it sends.
 */
import { afterSubmitOf, type AfterSubmit } from './after-submit';
import { consentProblem, consentRule, type ConsentRule } from './consent';
import { DEFAULT_SUBMIT_TEXT, INPUT_TYPES, type InputType } from './constants';
import { FIELD_PATTERNS, fieldProblem, GROUP_JOIN, type FieldError, type FieldLimits } from './field-rules';
import { conditionOf, hiddenFieldNames, type FieldCondition } from './forms-conditions';
import type { CountryCode } from 'libphonenumber-js';
import type { PageDocument, Widget, WidgetTree } from './model';
import { ownValue } from './own';
import { isPossiblePhone } from './phone-rule';
import { FILE_DEFAULT_KINDS, FILE_DEFAULT_MB, FILE_KIND_KEYS, FILE_KINDS, FILE_MAX_MB, type FileKindKey } from './file-types';
import { pforEach, pget } from './pmap';
import { childIds } from './tree';

/** Languages a published page (and so its form messages) can be in. */
export type PageLang = 'ru' | 'en';
export const pageLang = (lang: string | undefined): PageLang => (lang === 'en' ? 'en' : 'ru');

export type FieldKind = InputType;

export interface FormFieldRule extends FieldLimits {
  /** The name the value is posted under. */
  readonly name: string;
  /** What the visitor read above the field (kept with the lead, shown in the inbox). */
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** A dropdown's, radio group's or checkbox group's choices; a file field's allowed name endings. An empty list accepts any value. */
  readonly options: readonly string[];
  /** Shown (so asked and kept) only when another field has an answer (forms-conditions.ts); absent: always. */
  readonly showIf?: FieldCondition;
  /** A file field: the kinds of file it takes (engine/file-types.ts) and the most one may weigh, in MB (≤ 10). */
  readonly fileKinds?: readonly FileKindKey[];
  readonly maxMb?: number;
}

/** Kinds whose answer is one of (or, for checkboxes, some of) the field's options. */
export const CHOICE_KINDS: readonly FieldKind[] = ['dropdown', 'radio', 'checkboxes'];

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
  /** Its consent boxes (consent.ts), in the form's order; absent when it asks none. Read through `consentsOf`. */
  readonly consents?: readonly ConsentRule[];
  /** Its one consent box, as forms published before a form could carry several stored it. */
  readonly consent?: ConsentRule;
}

/** A form's consent boxes, from either stored shape. */
export const consentsOf = (form: FormRules): readonly ConsentRule[] => form.consents ?? (form.consent === undefined ? [] : [form.consent]);

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

export { FILE_KINDS, FILE_KIND_KEYS, FILE_MAX_MB, fileAccept, fileKindOf, type FileKindKey } from './file-types';
export {
  CHECKBOX_VALUE, FIELD_PATTERNS, fieldMessage, fieldProblem, GROUP_JOIN, HIDDEN_SOURCES, type FieldError, type FieldLimits, type HiddenSource,
} from './field-rules';

export const FIELD_MESSAGES: Readonly<Record<PageLang, Readonly<Record<FieldError, string>>>> = {
  ru: {
    required: 'Обязательное поле',
    email: 'Введите email в формате name@example.ru',
    phone: 'Введите номер телефона, например +7 900 123-45-67',
    option: 'Выберите вариант из списка',
    consent: 'Подтвердите согласие на обработку персональных данных',
    date: 'Введите дату в формате ДД.ММ.ГГГГ',
    number: 'Введите число',
    min: 'Введите число не меньше {min}',
    max: 'Введите число не больше {max}',
    step: 'Введите число с шагом {step}',
    fileType: 'Этот тип файла не подходит',
    fileSize: 'Файл больше {maxMb} МБ',
  },
  en: {
    required: 'Required field',
    email: 'Enter an email such as name@example.com',
    phone: 'Enter a phone number such as +1 555 123 4567',
    option: 'Choose an option from the list',
    consent: 'Please agree to the processing of your personal data',
    date: 'Enter a date such as 31/12/2026',
    number: 'Enter a number',
    min: 'Enter a number of at least {min}',
    max: 'Enter a number of at most {max}',
    step: 'Enter a number in steps of {step}',
    fileType: 'This type of file is not accepted',
    fileSize: 'The file is larger than {maxMb} MB',
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

const KINDS: ReadonlySet<string> = new Set<string>(INPUT_TYPES);

const finite = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** A number field's bounds as its panel set them (a non-positive step is no step). */
export function fieldLimitsOf(w: Widget): FieldLimits {
  const min = finite(w.cfg.min);
  const max = finite(w.cfg.max);
  const step = finite(w.cfg.step);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }), ...(step === undefined || step <= 0 ? {} : { step }) };
}

/** A choice field's options as the visitor sees them: trimmed, no empty ones, no line breaks (a group's answers are joined by lines). */
export function fieldOptionsOf(w: Widget): string[] {
  return Array.isArray(w.cfg.options) ? w.cfg.options.map((o) => str(o).replace(/\s+/g, ' ').trim()).filter((o) => o !== '') : [];
}

/** A file field's kinds (the allowed ones it names; none named: the defaults) and its size limit in MB (1–10; 5 unset). */
export function fileLimitsOf(w: Widget): { fileKinds: FileKindKey[]; maxMb: number } {
  const named = Array.isArray(w.cfg.accept) ? FILE_KIND_KEYS.filter((k) => (w.cfg.accept as unknown[]).includes(k)) : [];
  const mb = finite(w.cfg.maxMb);
  return { fileKinds: named.length > 0 ? named : [...FILE_DEFAULT_KINDS], maxMb: mb === undefined || mb <= 0 ? FILE_DEFAULT_MB : Math.min(FILE_MAX_MB, mb) };
}

export function fieldRule(w: Widget): FormFieldRule {
  const kind = KINDS.has(str(w.cfg.inputType)) ? (str(w.cfg.inputType) as FieldKind) : 'text';
  const showIf = conditionOf(w.cfg);
  const logic = showIf === undefined ? {} : { showIf };
  if (kind === 'file') {
    const { fileKinds, maxMb } = fileLimitsOf(w);
    return { name: fieldName(w), label: fieldLabel(w), kind, required: w.cfg.required === true, options: fileKinds.flatMap((k) => FILE_KINDS[k].ext), fileKinds, maxMb, ...logic };
  }
  const options = CHOICE_KINDS.includes(kind) ? fieldOptionsOf(w) : [];
  // A hidden field is filled from the visit, never by the visitor: it cannot be required.
  const required = kind !== 'hidden' && w.cfg.required === true;
  return { name: fieldName(w), label: fieldLabel(w), kind, required, options, ...(kind === 'number' ? fieldLimitsOf(w) : {}), ...logic };
}

function inputsUnder(tree: WidgetTree, id: number, out: Widget[], type: Widget['type'] = 'widget-input'): void {
  for (const child of childIds(tree, id)) {
    const w = pget(tree.widgets, child);
    if (w === undefined) continue;
    // A form inside a form is not valid HTML; its fields belong to the outer one as rendered.
    if (w.type === type) out.push(w);
    inputsUnder(tree, child, out, type);
  }
}

function collect(tree: WidgetTree, lang: PageLang, forms: Record<string, FormRules>): void {
  pforEach(tree.widgets, (w) => {
    if (w.type !== 'widget-form') return;
    const inputs: Widget[] = [];
    inputsUnder(tree, w.id, inputs);
    const after = afterSubmitOf(w);
    const consents: Widget[] = [];
    inputsUnder(tree, w.id, consents, 'widget-consent');
    forms[String(w.id)] = {
      id: w.id, name: formNameOf(w), submitText: submitTextOf(w, lang), email: submitEmailOf(w),
      ...(after.kind === 'text' ? {} : { after }), fields: inputs.map(fieldRule),
      ...(consents.length === 0 ? {} : { consents: consents.map(consentRule) }),
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
// eslint-disable-next-line no-control-regex -- the rule is to remove control characters from answers
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A visitor's value as it may be stored: control characters and lone surrogates removed. */
export function cleanText(value: string): string {
  return value.replace(CONTROLS, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

const EMAIL = new RegExp(FIELD_PATTERNS.email);

/** What is wrong with one value of a field (values arrive trimmed), or null: field-rules.ts, the page script's rule too. */
export function checkField(rule: FormFieldRule, value: string, region: CountryCode = 'RU'): FieldError | null {
  return fieldProblem(rule.kind, value, rule.required, rule.options, { ...rule, phone: (v) => isPossiblePhone(v, region) });
}

/** `base` when nobody has it, else base2, base3, … (a trailing number of `base` is counted on). */
export function freeFieldName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const m = /^(.*?)(\d+)$/.exec(base);
  const stem = m !== null && m[1] !== '' ? m[1] : base;
  let n = m !== null && m[1] !== '' ? Number(m[2]) + 1 : 2;
  while (taken.has(`${stem}${n}`)) n++;
  return `${stem}${n}`;
}

/**
 * A submission read field by field. A form published with two fields of one name (the editor now
 * keeps names unique; older pages may not) posts that name twice: the n-th value belongs to the
 * n-th field of that name, which is judged and stored under a name of its own (phone, phone2),
 * so one visitor's two phones are never joined into a value no rule accepts. Values no field asks
 * for are kept as sent (repeats joined).
 */
export function answersByField(form: FormRules, posted: Readonly<Record<string, readonly string[]>>): { form: FormRules; answers: Record<string, string> } {
  const taken = new Set(form.fields.map((f) => f.name));
  const seen = new Map<string, number>();
  const fields = form.fields.map((f) => {
    const n = seen.get(f.name) ?? 0;
    seen.set(f.name, n + 1);
    // A checkbox group posts its name once per ticked option: all of them are its answer, a line each.
    if (n === 0 && f.kind === 'checkboxes') return { rule: f, value: groupAnswer(ownValue(posted, f.name)) };
    if (n === 0) return { rule: f, value: ownValue(posted, f.name)?.[0] };
    const name = freeFieldName(f.name, taken);
    taken.add(name);
    return { rule: { ...f, name }, value: ownValue(posted, f.name)?.[n] };
  });
  const answers: Record<string, string> = {};
  for (const { rule, value } of fields) if (value !== undefined) answers[rule.name] = value;
  for (const [name, values] of Object.entries(posted)) if (!seen.has(name) && ownValue(answers, name) === undefined) answers[name] = values.join(', ').slice(0, 5000);
  // A field its condition hides is not sent by the page; what a hand-made POST sends for it is not kept.
  for (const name of hiddenFieldNames(form.fields, answers)) delete answers[name];
  return { form: { ...form, fields: fields.map((f) => f.rule) }, answers };
}

function groupAnswer(values: readonly string[] | undefined): string | undefined {
  if (values === undefined) return undefined;
  return values.map((v) => v.replace(/\s+/g, ' ').trim()).filter((v) => v !== '').join(GROUP_JOIN);
}

/**
 * Field name → what is wrong, for every field of the form that fails its rule. `region`: where a
 * phone typed without its country code is from (the account's country; Russia by default).
 */
export function validateLead(form: FormRules, values: Readonly<Record<string, string>>, region: CountryCode = 'RU'): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const hidden = hiddenFieldNames(form.fields, values);
  for (const rule of form.fields) {
    if (ownValue(errors, rule.name) !== undefined || hidden.has(rule.name)) continue;
    const problem = checkField(rule, (ownValue(values, rule.name) ?? '').trim(), region);
    if (problem !== null) errors[rule.name] = problem;
  }
  for (const rule of consentsOf(form)) {
    if (ownValue(errors, rule.name) === undefined && consentProblem(rule, ownValue(values, rule.name)) !== null) errors[rule.name] = 'consent';
  }
  return errors;
}
