// What a running or ended campaign's numbers say, in plain words: how far the planned sample has
// come, whether a variant is proved better (the server's sequential rule, safe to read at any
// time), that the plan was reached without a winner, and a warning when the visitors' split does
// not match the shares (the server's χ² check), since then no comparison can be trusted.
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../../api/routes/campaigns';
import { MIN_VISITORS, WINNER_ALPHA } from '../../../../api/routes/campaigns';
import { formatPercent } from '../../../../api/stats-format';
import { statsLocale, useNumber } from '../numbers';

export function CampaignReading({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('stats');
  const num = useNumber();
  const lang = statsLocale(i18n.language);
  const { reading, split } = campaign;
  if (!reading) return null;
  const perVariant = Math.min(...campaign.variants.map((v) => v.visitors));
  const winner = campaign.variants.find((v) => v.id === campaign.winner?.variant_id);
  const error = formatPercent(WINNER_ALPHA, lang);
  const small = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU', { maximumSignificantDigits: 2 });
  const text = reading.state === 'too_little' ? t('campaign.reading.tooLittle', { min: num(MIN_VISITORS) })
    : reading.state === 'winner' && winner ? t(winner.is_original ? 'campaign.reading.originalWins' : 'campaign.reading.winner', { name: winner.name, error })
      : reading.state === 'no_winner' ? t('campaign.reading.noWinner')
        : t('campaign.reading.collecting');
  return (
    <section className="campaign-reading" data-testid="campaign-reading" data-state={reading.state} aria-label={t('campaign.reading.label')}>
      {split?.mismatch && (
        <div className="alert alert--warning" role="alert" data-testid="campaign-srm">
          <AlertTriangle size={18} aria-hidden="true" />
          <span>{t('campaign.reading.srm', { p: split.p < 0.0001 ? `p < ${small.format(0.0001)}` : `p = ${small.format(split.p)}` })}</span>
        </div>
      )}
      <p className="campaign-reading__text" data-testid="campaign-verdict">{text}</p>
      <div className="campaign-reading__plan">
        <span>{t('campaign.reading.progress', { n: num(Math.min(perVariant, campaign.planned_visitors)), planned: num(campaign.planned_visitors), percent: formatPercent(reading.progress, lang) })}</span>
        <progress max={1} value={reading.progress} aria-label={t('campaign.reading.progressLabel')} />
      </div>
      {reading.state !== 'winner' && reading.state !== 'no_winner' && <p className="muted campaign-reading__why">{t('campaign.reading.why', { error })}</p>}
    </section>
  );
}
