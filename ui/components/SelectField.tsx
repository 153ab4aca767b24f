import { Button as AriaButton } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { ListBoxItem } from 'react-aria-components/ComboBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import ChevronDown from 'lucide-react/icons/chevron-down';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (id: string) => void;
  helper?: string;
  error?: string | null;
  placeholder?: string;
}

export function SelectField({ label, options, value, onChange, helper, error, placeholder }: SelectFieldProps) {
  return (
    <Select
      className="field"
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isInvalid={Boolean(error)}
      placeholder={placeholder}
    >
      <Label className="field__label">{label}</Label>
      <AriaButton className="select__button">
        <SelectValue />
        <ChevronDown size={16} aria-hidden="true" />
      </AriaButton>
      {error ? <Text slot="errorMessage" className="field__error">{error}</Text> : helper && <Text slot="description" className="field__help">{helper}</Text>}
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(item) => (
            <ListBoxItem id={item.id} className="listbox__item" textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
