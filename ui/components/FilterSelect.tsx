// A list filter beside the search (DataTable `filters`): a labelled native select whose first
// option means "no filter" (value null), then the filter's values with their labels.

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option: no filter. */
  anyLabel: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
  /** Width and spacing of the field (the screen's own class). */
  className?: string;
  testId?: string;
}

export function FilterSelect<T extends string>({ label, anyLabel, value, options, onChange, className, testId }: FilterSelectProps<T>) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      <select
        className="field__input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : (options.find((o) => o.value === e.target.value)?.value ?? null))}
        data-testid={testId}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}
