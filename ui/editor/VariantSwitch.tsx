// While the page has an open A/B test, the editor says which variant it edits and switches between
// them (SPEC §2 editor left bar "A/B testing"): each variant is a whole page content, the original
// is the page itself. Switching reopens the editor on the other content target
// (/editor/{pageId}?variant={id}); the left bar's A/B item can show this same switch.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { endpoints } from '../../adapters/index';
import { useNamespaces } from '../i18n/useNamespaces';

export function VariantSwitch({ pageId, variantId }: { pageId: string; variantId: number | null }) {
  const { t } = useTranslation('stats');
  const campaign = useQuery({
    queryKey: ['campaign', Number(pageId), 'one', 'open'],
    queryFn: () => endpoints.campaigns.get({ params: { pageId }, query: {}, suppressErrors: true }),
  });
  const c = campaign.data;
  const open = !!c && c.status !== 'ended';
  // The switch speaks the statistics catalogue, asked for only when there is a test to show.
  const textsIn = useNamespaces(['stats'], open);
  if (!open || !textsIn) return null;
  const current = c.variants.find((v) => v.id === variantId) ?? c.variants.find((v) => v.is_original);
  return (
    <nav className="ed-variant-switch" aria-label={t('campaign.variants')} data-testid="variant-switch">
      <FlaskConical size={16} aria-hidden="true" />
      <span>{current && !current.is_original ? t('editor.editing', { name: current.name }) : t('editor.original')}</span>
      {c.variants.map((v) => (
        <Link key={v.id} to={v.is_original ? `/editor/${pageId}` : `/editor/${pageId}?variant=${v.id}`} aria-current={v.id === current?.id ? 'page' : undefined}
          className="ed-variant-switch__item" data-testid="variant-switch-item">{v.name}</Link>
      ))}
      <Link to={`/pages/${pageId}/campaign`}>{t('editor.back')}</Link>
    </nav>
  );
}
