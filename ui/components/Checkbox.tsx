import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox';
import Check from 'lucide-react/icons/check';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children?: ReactNode;
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className="checkbox">
      {({ isSelected }) => (
        <>
          <span className="checkbox__box" aria-hidden="true">
            {isSelected && <Check size={13} strokeWidth={3} />}
          </span>
          {children && <span>{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}
