import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { LEAD_STATUS_ORDER, type LeadStatus } from '../../api/routes/leads';

/**
 * A button opening the statuses of a lead or an order (SPEC §4: any status may be set). `labelOf`
 * names a status in the screen's own words (a lead is «Новая», an order «Новый»).
 */
export function StatusMenu({ children, onChoose, labelOf, current, testId }: {
  children: ReactNode; onChoose: (s: LeadStatus) => void; labelOf: (s: LeadStatus) => string; current?: LeadStatus; testId?: string;
}) {
  return (
    <MenuTrigger>
      <AriaButton className="btn btn--secondary btn--sm" data-testid={testId}>{children}</AriaButton>
      <Popover className="popover" placement="bottom start">
        <Menu className="menu" onAction={(key) => onChoose(Number(key) as LeadStatus)} disabledKeys={current ? [String(current)] : []}>
          {LEAD_STATUS_ORDER.map((s) => <MenuItem key={s} id={String(s)} className="menu__item" textValue={labelOf(s)}>{labelOf(s)}</MenuItem>)}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
