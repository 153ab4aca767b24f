// Form state with eager validation (UI.md, SPEC §5): a field's error appears when it is left after the
// person changed it, and once shown it follows every keystroke. Leaving a field that was never changed
// shows nothing (submitting does): an error popping up under an autofocused, still empty field when the
// person clicks a link below it ("Забыли пароль?") moved the link between mousedown and mouseup, so the
// click never happened. Validators return an i18n key (or null); the rules themselves are
// the api/ schemas, wrapped in lib/validators.ts.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Validator<V> = (value: string, values: V) => string | null;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface Form<V extends Record<string, string>> {
  values: V;
  field(name: keyof V & string): FieldBinding;
  set(name: keyof V & string, value: string): void;
  /** Validates everything, shows every error; true when the form may be sent. */
  validate(): boolean;
  /** Errors from the server (ApiErrorBody.fields), already translated. */
  setErrors(errors: Partial<Record<keyof V & string, string>>): void;
  reset(values?: V): void;
}

export function useForm<V extends Record<string, string>>(initial: V, validators: Partial<Record<keyof V & string, Validator<V>>>): Form<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<string, boolean>>>({});
  const [changed, setChanged] = useState<Partial<Record<string, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const errorOf = useCallback(
    (name: string, vals: V): string | null => {
      const key = validators[name as keyof V & string]?.(vals[name as keyof V] as string, vals);
      return key ? t(key) : null;
    },
    [validators, t],
  );

  const field = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: values[name],
      error: serverErrors[name] ?? (shown[name] ? errorOf(name, values) : null),
      onChange: (value) => {
        setValues((prev) => ({ ...prev, [name]: value }));
        setChanged((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
        setServerErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
      },
      onBlur: () => {
        if (changed[name]) setShown((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
      },
    }),
    [values, shown, changed, serverErrors, errorOf],
  );

  return useMemo(
    () => ({
      values,
      field,
      set: (name, value) => setValues((prev) => ({ ...prev, [name]: value })),
      validate: () => {
        setShown(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
        return Object.keys(values).every((k) => errorOf(k, values) === null);
      },
      setErrors: (errors) => setServerErrors(errors),
      reset: (next) => {
        setValues(next ?? initial);
        setShown({});
        setChanged({});
        setServerErrors({});
      },
    }),
    // `initial` is a literal at the call site; resetting to the first one is intended.
    [values, field, errorOf],
  );
}
