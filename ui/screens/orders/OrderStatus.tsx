// An order's status (the leads' statuses, SPEC §4, named for an order) as a badge, and the menu that
// sets one (any status may be set).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leadStatusName, type LeadStatus } from '../../../api/routes/leads';
import { StatusMenu } from '../../components/StatusMenu';

const TONE: Record<LeadStatus, string> = { 1: 'badge--primary', 2: 'badge--warning', 3: 'badge--success', 4: 'badge--danger', 5: '', 6: 'badge--success' };

export function OrderStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('salesOrders');
  return <span className={`badge ${TONE[status]}`} data-testid="order-status">{t(`orderStatus.${leadStatusName(status)}`)}</span>;
}

/** The status menu with an order's words for the statuses. */
export function OrderStatusMenu(props: { children: ReactNode; onChoose: (s: LeadStatus) => void; current?: LeadStatus; testId?: string }) {
  const { t } = useTranslation('salesOrders');
  return <StatusMenu {...props} labelOf={(s) => t(`orderStatus.${leadStatusName(s)}`)} />;
}
