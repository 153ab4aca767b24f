// One answer of a lead as its field asked it: a checkbox group's choices as a list, a ticked box
// as «Да», anything else as the visitor wrote it (line breaks kept by the list's CSS).
import { useTranslation } from 'react-i18next';
import { CHECKBOX_VALUE, GROUP_JOIN } from '../../../engine/index';

export function LeadAnswer({ kind, value }: { kind?: string; value: string }) {
  const { t } = useTranslation('leads');
  if (value === '') return <>—</>;
  if (kind === 'checkbox') return <>{value === CHECKBOX_VALUE ? t('detail.yes') : value}</>;
  if (kind === 'checkboxes') {
    return <ul className="lead-detail__choices">{value.split(GROUP_JOIN).map((v, i) => <li key={i}>{v}</li>)}</ul>;
  }
  return <>{value}</>;
}
