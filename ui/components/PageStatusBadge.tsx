import { useTranslation } from 'react-i18next';

/** SPEC §3 page status labels; 'stoped' is the product's own spelling of the stored value. */
export type PageStatus = 'published' | 'unpublished' | 'stoped';

const tone: Record<PageStatus, string> = { published: 'badge--success', unpublished: '', stoped: 'badge--warning' };

export function PageStatusBadge({ status }: { status: PageStatus }) {
  const { t } = useTranslation('pages');
  return <span className={`badge ${tone[status]}`} data-status={status}>{t(`status.${status}`)}</span>;
}
