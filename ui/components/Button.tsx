import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  block?: boolean;
  icon?: boolean;
  /** Shows a spinner and blocks presses while a request runs. */
  pending?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', block, icon, pending, className, children, isDisabled, ...rest }: ButtonProps) {
  const classes = ['btn', variant !== 'primary' && `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', icon && 'btn--icon', className]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton {...rest} className={classes} isDisabled={isDisabled || pending} aria-busy={pending || undefined}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </AriaButton>
  );
}
