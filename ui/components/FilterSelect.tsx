// Labelled native selects with the app's field look (controls.css `select.field__input`): NativeSelect for a
// form's choice, FilterSelect for a list filter beside the search (DataTable `filters`) whose first option means
// "no filter" (value null). Native, so the phone's own picker opens and e2e can choose with selectOption.

export interface SelectChoice<T extends string> {
  value: T;
  label: string;
}

export interface NativeSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectChoice<T>[];
  onChange: (value: T) => void;
  /** Width and spacing of the field (the screen's own class). */
  className?: string;
  testId?: string;
}

export function NativeSelect<T extends string>({ label, value, options, onChange, className, testId }: NativeSelectProps<T>) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      <select
        className="field__input"
        value={value}
        onChange={(e) => { const chosen = options.find((o) => o.value === e.target.value); if (chosen) onChange(chosen.value); }}
        data-testid={testId}
      >
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option: no filter. */
  anyLabel: string;
  value: T | null;
  options: readonly SelectChoice<T>[];
  onChange: (value: T | null) => void;
  className?: string;
  testId?: string;
}

export function FilterSelect<T extends string>({ anyLabel, value, options, onChange, ...field }: FilterSelectProps<T>) {
  const withAny: readonly SelectChoice<T | ''>[] = [{ value: '', label: anyLabel }, ...options];
  return <NativeSelect<T | ''> {...field} value={value ?? ''} options={withAny} onChange={(v) => onChange(v === '' ? null : v)} />;
}
