/**
 * Conditional fields, as a rule said once: a field can show only when another field of its form
 * has a given answer («Показывать, если…»). A field that is not shown is neither required nor
 * sent: the published page's script (render/script/form-conditions.ts) hides and disables it, and
 * the server (forms.ts validateLead, answersByField) judges and keeps a lead by the same rule.
 * It runs in the visitor's browser too, so it keeps to what every browser has (no
 * Array.prototype.includes, no String.prototype.startsWith).
 */

/** Show the field only when the field named `field` has the answer `value` ('' — any answer at all). */
export interface FieldCondition {
  readonly field: string;
  readonly value: string;
}

/** The cfg key a field keeps its condition under. */
export const CONDITION_CFG = 'showIf';

/** How deep a chain of conditions is followed (a field shown if a field shown if …); a loop stops here, hidden. */
const MAX_DEPTH = 10;

const norm = (s: string): string => s.replace(/\s+/g, ' ').replace(/^ | $/g, '').toLowerCase();

/** A field's condition from its cfg, or undefined when it has none (or names no field). */
export function conditionOf(cfg: Readonly<Record<string, unknown>>): FieldCondition | undefined {
  const c = cfg[CONDITION_CFG];
  if (c === null || typeof c !== 'object' || Array.isArray(c)) return undefined;
  const field = (c as Record<string, unknown>).field;
  const value = (c as Record<string, unknown>).value;
  if (typeof field !== 'string' || field.trim() === '') return undefined;
  return { field: field.trim(), value: typeof value === 'string' ? value : '' };
}

/**
 * Whether an answer meets a condition: any answer when the condition names none; else the answer
 * itself or, for answers of several choices (joined by ', '), one of them — compared without case
 * and extra spaces.
 */
export function conditionMet(condition: FieldCondition, answer: string): boolean {
  const want = norm(condition.value);
  const got = norm(answer);
  if (want === '') return got !== '';
  if (got === want) return true;
  const parts = answer.split(',');
  for (let i = 0; i < parts.length; i++) if (norm(parts[i]) === want) return true;
  return false;
}

/**
 * Whether the field `name` is shown: it has no condition, or its condition is met by a field that
 * is itself shown (a hidden field's answer counts as none). `conditionOfField` and `answerOf` read
 * the form: the server's rules and answers, or the page's controls.
 */
export function fieldShown(name: string, conditionOfField: (name: string) => FieldCondition | undefined, answerOf: (name: string) => string, depth?: number): boolean {
  const condition = conditionOfField(name);
  if (condition === undefined) return true;
  const d = depth || 0;
  if (d >= MAX_DEPTH || condition.field === name) return false;
  return fieldShown(condition.field, conditionOfField, answerOf, d + 1) && conditionMet(condition, answerOf(condition.field));
}

/** The names of the fields a submission does not show (their conditions unmet): neither required nor kept. */
export function hiddenFieldNames(fields: readonly { readonly name: string; readonly showIf?: FieldCondition }[], answers: Readonly<Record<string, string>>): Set<string> {
  const byName: Record<string, FieldCondition | undefined> = {};
  for (const f of fields) if (!(f.name in byName)) byName[f.name] = f.showIf;
  const hidden = new Set<string>();
  const conditionOfField = (n: string): FieldCondition | undefined => byName[n];
  const answerOf = (n: string): string => answers[n] ?? '';
  for (const f of fields) if (f.showIf !== undefined && !fieldShown(f.name, conditionOfField, answerOf)) hidden.add(f.name);
  return hidden;
}
