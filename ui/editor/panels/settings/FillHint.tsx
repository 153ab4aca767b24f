// Under a text that may hold URL placeholders: how to write one, and what a visitor without the
// tag sees (the engine's own parser, so the hint and the published page never disagree).
import { useTranslation } from 'react-i18next';
import { hasFills, withFallbacks } from '../../engine';

export function FillHint({ text }: { text: string }) {
  const { t } = useTranslation('editor');
  return hasFills(text)
    ? <p className="ed-muted">{t('fills.preview', { text: withFallbacks(text) })}</p>
    : <p className="ed-muted">{t('fills.hint', { example: '{{utm_term|…}}' })}</p>;
}
