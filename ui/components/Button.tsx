import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { Hint } from './Hint';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  block?: boolean;
  /** Icon only: square, and its aria-label is also its hover tooltip (unless `tooltip` says otherwise). */
  icon?: boolean;
  /** The hint shown on hover and keyboard focus. Give it to a button whose visible label may be hidden. */
  tooltip?: string;
  /** The tooltip stays in place but does not show (its label is visible now): toggling it does not remount the button, so keyboard focus stays on it. */
  tooltipHidden?: boolean;
  /** Shows a spinner and blocks presses while a request runs. */
  pending?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', block, icon, tooltip, tooltipHidden, pending, className, children, isDisabled, ...rest }: ButtonProps) {
  const classes = ['btn', variant !== 'primary' && `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', icon && 'btn--icon', className]
    .filter(Boolean)
    .join(' ');
  // A sighted mouse user sees only the icon: the name screen readers get is shown to them on hover.
  const tip = tooltip ?? (icon ? rest['aria-label'] : undefined);
  const button = (
    <AriaButton {...rest} className={classes} isDisabled={isDisabled || pending} aria-busy={pending || undefined}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </AriaButton>
  );
  if (!tip) return button;
  return <Hint text={tip} isDisabled={tooltipHidden} ariaTrigger>{button}</Hint>;
}
