import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';

export interface RadioOption {
  id: string;
  label: string;
}

/** A labelled group of radios in one row (plugin location and version). */
export function RadioChoice({ label, options, value, onChange }: { label: string; options: readonly RadioOption[]; value: string; onChange: (id: string) => void }) {
  return (
    <RadioGroup className="field" value={value} onChange={onChange} orientation="horizontal">
      <Label className="field__label">{label}</Label>
      <div className="radio-group">
        {options.map((o) => (
          <Radio key={o.id} value={o.id} className="radio">
            <span className="radio__dot" aria-hidden="true" />
            {o.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
