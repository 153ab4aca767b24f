import { useTranslation } from 'react-i18next';
import { leadStatusName, type LeadStatus } from '../../../api/routes/leads';

const TONE: Record<LeadStatus, string> = { 1: 'badge--primary', 2: 'badge--warning', 3: 'badge--success', 4: 'badge--danger', 5: '', 6: 'badge--success' };

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return <span className={`badge ${TONE[status]}`} data-testid="lead-status">{t(`status.${leadStatusName(status)}`)}</span>;
}
