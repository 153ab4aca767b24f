import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import type { FieldBinding } from '../lib/useForm';

/** A multi-line TextField (ui/components has only single-line inputs): label above, helper or error under. */
export function TextArea({ label, field, helper, placeholder }: { label: string; field: FieldBinding; helper?: ReactNode; placeholder?: string }) {
  return (
    <AriaTextField className="field" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isInvalid={Boolean(field.error)}>
      <Label className="field__label">{label}</Label>
      <AriaTextArea className="field__input textarea" placeholder={placeholder} />
      {field.error ? <Text slot="errorMessage" className="field__error">{field.error}</Text> : helper && <Text slot="description" className="field__help">{helper}</Text>}
    </AriaTextField>
  );
}
