// An order's status (the leads' statuses, SPEC §4, named for an order) as a badge, and the menu that
// sets one (any status may be set).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LEAD_STATUS_ORDER, leadStatusName, type LeadStatus } from '../../../api/routes/leads';

const TONE: Record<LeadStatus, string> = { 1: 'badge--primary', 2: 'badge--warning', 3: 'badge--success', 4: 'badge--danger', 5: '', 6: 'badge--success' };

export function OrderStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('salesOrders');
  return <span className={`badge ${TONE[status]}`} data-testid="order-status">{t(`orderStatus.${leadStatusName(status)}`)}</span>;
}

export function OrderStatusMenu({ children, onChoose, current, testId }: { children: ReactNode; onChoose: (s: LeadStatus) => void; current?: LeadStatus; testId?: string }) {
  const { t } = useTranslation('salesOrders');
  return (
    <MenuTrigger>
      <AriaButton className="btn btn--secondary btn--sm" data-testid={testId}>{children}</AriaButton>
      <Popover className="popover" placement="bottom start">
        <Menu className="menu" onAction={(key) => onChoose(Number(key) as LeadStatus)} disabledKeys={current ? [String(current)] : []}>
          {LEAD_STATUS_ORDER.map((s) => {
            const label = t(`orderStatus.${leadStatusName(s)}`);
            return <MenuItem key={s} id={String(s)} className="menu__item" textValue={label}>{label}</MenuItem>;
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
