import { useContext, useRef, type ComponentProps, type PointerEvent, type ReactElement } from 'react';
import { Focusable } from 'react-aria-components/Focusable';
import { Tooltip, TooltipTrigger, TooltipTriggerStateContext, type TooltipProps } from 'react-aria-components/Tooltip';

export interface HintProps {
  /** The text shown: the name of a control whose label is hidden (an icon, a collapsed sidebar entry). */
  text: string;
  /** A React Aria component (Button…) or any element that forwards its ref, wrapped in Focusable here. */
  children: ReactElement;
  /** Off where the name is visible anyway (the expanded sidebar). */
  isDisabled?: boolean;
  placement?: TooltipProps['placement'];
  className?: string;
  /** The child is a React Aria component that takes the trigger's props itself (Button); otherwise it is wrapped in Focusable. */
  ariaTrigger?: boolean;
}

/** Focusable's type names a DOM element; a component that passes its props and ref to one (NavLink → <a>) does as well. */
type FocusableChild = ComponentProps<typeof Focusable>['children'];

/**
 * React Aria opens a tooltip on hover only when its page-wide interaction modality is already «pointer».
 * The browser sends pointerover/pointerenter before the pointermove that sets it, so the first move that
 * lands on a trigger — the page just opened, or after typing or Tab — showed nothing. A mouse entering the
 * trigger from outside is pointer use: it opens the tooltip (with the usual delay) whatever came before.
 * When React Aria opens it too, the two calls are one (the state's warm-up timer is restarted, not doubled).
 */
function FirstHover({ children, isDisabled }: { children: ReactElement; isDisabled?: boolean }) {
  const state = useContext(TooltipTriggerStateContext);
  const box = useRef<HTMLSpanElement>(null);
  const onPointerOver = (e: PointerEvent) => {
    if (isDisabled || e.pointerType !== 'mouse' || !state || state.isOpen) return;
    // Entering from outside only: moving between the icon and its button is not a new hover.
    const from = e.relatedTarget;
    if (from instanceof Node && box.current?.contains(from)) return;
    state.open(false);
  };
  return (
    <span className="hint-trigger" ref={box} onPointerOver={onPointerOver}>
      {children}
    </span>
  );
}

/** A hover and keyboard-focus hint on one control: the shared tooltip of the app's shell and buttons. */
export function Hint({ text, children, isDisabled, placement, className, ariaTrigger }: HintProps) {
  return (
    <TooltipTrigger delay={400} closeDelay={100} isDisabled={isDisabled}>
      <FirstHover isDisabled={isDisabled}>{ariaTrigger ? children : <Focusable>{children as FocusableChild}</Focusable>}</FirstHover>
      <Tooltip className={['tooltip', className].filter(Boolean).join(' ')} offset={6} placement={placement}>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}
