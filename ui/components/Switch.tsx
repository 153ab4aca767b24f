import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components/Switch';

export function Switch({ children, ...rest }: Omit<AriaSwitchProps, 'className' | 'children'> & { children?: ReactNode }) {
  return (
    <AriaSwitch {...rest} className="switch">
      <span className="switch__track" aria-hidden="true" />
      {children}
    </AriaSwitch>
  );
}
