import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LEAD_STATUS_ORDER, leadStatusName, type LeadStatus } from '../../../api/routes/leads';

/** A button opening the statuses (SPEC §4: any status may be set). */
export function StatusMenu({ children, onChoose, current, testId }: { children: ReactNode; onChoose: (s: LeadStatus) => void; current?: LeadStatus; testId?: string }) {
  const { t } = useTranslation('leads');
  return (
    <MenuTrigger>
      <AriaButton className="btn btn--secondary btn--sm" data-testid={testId}>{children}</AriaButton>
      <Popover className="popover" placement="bottom start">
        <Menu className="menu" onAction={(key) => onChoose(Number(key) as LeadStatus)} disabledKeys={current ? [String(current)] : []}>
          {LEAD_STATUS_ORDER.map((s) => (
            <MenuItem key={s} id={String(s)} className="menu__item" textValue={t(`status.${leadStatusName(s)}`)}>{t(`status.${leadStatusName(s)}`)}</MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
