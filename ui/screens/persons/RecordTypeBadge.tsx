import { useTranslation } from 'react-i18next';
import { RECORD_TYPE_NAMES, type RecordType } from '../../../api/cdp';

export function RecordTypeBadge({ type }: { type: RecordType }) {
  const { t } = useTranslation('cdp');
  return <span className="badge">{t(`recordType.${RECORD_TYPE_NAMES[type]}`)}</span>;
}
