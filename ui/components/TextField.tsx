import { useState, type ReactNode } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { FieldBinding } from '../lib/useForm';

export interface TextFieldProps {
  label: string;
  field: FieldBinding;
  type?: 'text' | 'email' | 'password' | 'tel';
  helper?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  isDisabled?: boolean;
  /** Rendered under the input, above the helper (e.g. the strength meter). */
  children?: ReactNode;
}

/** Label above, helper under, the error inline once the field was left (eager validation). */
export function TextField({ label, field, type = 'text', helper, placeholder, autoComplete, autoFocus, inputMode, maxLength, isDisabled, children }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      className="field"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={Boolean(field.error)}
      isDisabled={isDisabled}
      type={isPassword && revealed ? 'text' : type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      inputMode={inputMode}
      maxLength={maxLength}
    >
      <Label className="field__label">{label}</Label>
      <div className={isPassword ? 'field-password' : undefined}>
        <Input className="field__input" placeholder={placeholder} />
        {isPassword && (
          <Button
            variant="ghost"
            icon
            size="sm"
            className="field-password__toggle"
            aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
            onPress={() => setRevealed((r) => !r)}
            excludeFromTabOrder
          >
            {revealed ? <EyeOff size={16} /> : <Eye size={16} />}
          </Button>
        )}
      </div>
      {children}
      {field.error ? (
        <Text slot="errorMessage" className="field__error">
          {field.error}
        </Text>
      ) : (
        helper && (
          <Text slot="description" className="field__help">
            {helper}
          </Text>
        )
      )}
    </AriaTextField>
  );
}
