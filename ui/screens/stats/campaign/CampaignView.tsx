// One campaign: its variants with their traffic shares and numbers — visitors, leads, conversion,
// and whether a variant is proved better or worse than the original — what the numbers say so far
// (CampaignReading), the variants' chart, and the actions its state allows (draft: shares, the
// planned sample, variants, start; running: end by publishing a variant, stop). «Победитель» is
// shown only when the server says the data supports one.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import Trophy from 'lucide-react/icons/trophy';
import type { Campaign } from '../../../../api/routes/campaigns';
import { MAX_VARIANTS, PLANNED_MAX, PLANNED_MIN } from '../../../../api/routes/campaigns';
import { formatPercent } from '../../../../api/stats-format';
import { confirm } from '../../../app/services';
import { Button } from '../../../components/Button';
import { useRelativeDate } from '../../../lib/useRelativeDate';
import { toasts } from '../../../lib/toasts';
import { ChartSlot, TimeChart } from '../Chart';
import { SERIES_COLORS, statsLocale, useNumber } from '../numbers';
import { CampaignReading } from './CampaignReading';
import { useCampaignActions, useCampaignCharts } from './data';

export function CampaignView({ pageId, campaign, readOnly = false }: { pageId: number; campaign: Campaign; readOnly?: boolean }) {
  const { t, i18n } = useTranslation('stats');
  const when = useRelativeDate();
  const num = useNumber();
  const lang = statsLocale(i18n.language);
  const actions = useCampaignActions(pageId);
  const charts = useCampaignCharts(pageId, campaign.status === 'draft' ? undefined : campaign.id);
  const [shares, setShares] = useState<Record<number, number>>({});
  const [planned, setPlanned] = useState(String(campaign.planned_visitors));
  useEffect(() => {
    setShares(Object.fromEntries(campaign.variants.map((v) => [v.id, v.share])));
    setPlanned(String(campaign.planned_visitors));
  }, [campaign]);
  const total = Object.values(shares).reduce((s, x) => s + x, 0);
  const plannedNumber = Number(planned);
  const plannedValid = Number.isInteger(plannedNumber) && plannedNumber >= PLANNED_MIN && plannedNumber <= PLANNED_MAX;
  const plannedChanged = plannedNumber !== campaign.planned_visitors;
  const sharesChanged = campaign.variants.some((v) => shares[v.id] !== v.share);
  const designChanged = sharesChanged || plannedChanged;
  const saveDesign = () => actions.update.mutate({
    ...(sharesChanged ? { shares: campaign.variants.map((v) => ({ id: v.id, share: shares[v.id] ?? 0 })) } : {}),
    ...(plannedChanged ? { planned_visitors: plannedNumber } : {}),
  }, { onSuccess: ok(t('campaign.sharesSaved')) });
  const draft = campaign.status === 'draft';
  const running = campaign.status === 'running';
  const ok = (text: string) => () => toasts.show('success', text);

  const end = async (variantId: number, name: string) => {
    if (!(await confirm({ title: t('campaign.endTitle', { name }), message: t('campaign.endText'), confirmLabel: t('campaign.endConfirm') }))) return;
    actions.update.mutate({ action: 'end', variant_id: variantId }, { onSuccess: ok(t('campaign.ended', { name })) });
  };
  const remove = async () => {
    if (!(await confirm({ title: t('campaign.deleteTitle'), message: t(running ? 'campaign.stopText' : 'campaign.deleteText'), variant: 'danger', confirmLabel: t('campaign.delete') }))) return;
    actions.remove.mutate(undefined, { onSuccess: ok(t('campaign.deleted')) });
  };

  return (
    <div data-testid="campaign" data-status={campaign.status}>
      <div className="campaign-bar">
        <h2 className="stats-card__title" style={{ margin: 0 }}>{campaign.name}</h2>
        <span className={`badge badge--${campaign.status}`} data-testid="campaign-status">{t(`campaign.status.${campaign.status}`)}</span>
        {campaign.started && <span className="muted">{t('campaign.startedAt', { date: when(campaign.started) })}</span>}
        {campaign.ended && <span className="muted">{t('campaign.endedAt', { date: when(campaign.ended) })}</span>}
      </div>
      {!draft && <CampaignReading campaign={campaign} />}
      <div className="variants">
        {campaign.variants.map((v) => {
          const winner = campaign.winner?.variant_id === v.id;
          return (
            <article key={v.id} className={`variant${winner ? ' is-winner' : ''}`} data-testid="variant" data-variant={v.name}>
              <div className="variant__head">
                <h3 className="variant__name">{t('campaign.variant', { name: v.name })}{v.is_original && <span className="muted"> · {t('campaign.original')}</span>}</h3>
                {winner && <span className="badge-winner" data-testid="winner"><Trophy size={12} aria-hidden="true" /> {t('campaign.winner')}</span>}
                {campaign.chosen_variant_id === v.id && <span className="badge-winner">{t('campaign.chosen')}</span>}
              </div>
              {draft && !readOnly ? (
                <label className="field">
                  <span className="field__label">{t('campaign.share')}</span>
                  <input className="field__input share-input" type="number" min={0} max={100} value={shares[v.id] ?? 0} data-testid="share-input"
                    onChange={(e) => setShares({ ...shares, [v.id]: Math.max(0, Math.min(100, Number(e.target.value) || 0)) })} />
                </label>
              ) : <p className="muted" style={{ margin: 0 }}>{t('campaign.shareOf', { share: v.share })}</p>}
              {!draft && (
                <dl className="variant__numbers">
                  <dt>{t('kpi.visitors')}</dt><dd data-testid="variant-visitors">{num(v.visitors)}</dd>
                  <dt>{t('kpi.visits')}</dt><dd data-testid="variant-visits">{num(v.visits)}</dd>
                  <dt>{t('kpi.leads')}</dt><dd data-testid="variant-leads">{num(v.leads)}</dd>
                  <dt>{t('kpi.conversion')}</dt><dd>{formatPercent(v.conversion, lang)}</dd>
                </dl>
              )}
              {!draft && v.verdict && (
                <p className={`variant__verdict variant__verdict--${v.verdict}`} data-testid="variant-verdict">
                  {v.verdict === 'unclear' && campaign.reading?.state === 'no_winner'
                    ? t('campaign.verdict.unclearFinal')
                    : t(`campaign.verdict.${v.verdict}`, { evidence: formatPercent(v.evidence === null ? null : Math.floor(v.evidence * 100) / 100, lang) })}
                </p>
              )}
              {!readOnly && (
                <div className="variant__actions">
                  {!running && <Link className="btn btn--secondary btn--sm" to={v.is_original ? `/editor/${pageId}` : `/editor/${pageId}?variant=${v.id}`} data-testid="variant-edit"><Pencil size={14} aria-hidden="true" />{t('campaign.edit')}</Link>}
                  {running && <Button size="sm" variant={winner ? 'primary' : 'secondary'} onPress={() => void end(v.id, v.name)} data-testid="variant-end">{t('campaign.publishThis')}</Button>}
                  {draft && !v.is_original && campaign.variants.length > 2 && (
                    <Button size="sm" variant="ghost" onPress={() => actions.removeVariant.mutate(v.id)} aria-label={t('campaign.removeVariant', { name: v.name })}><Trash2 size={14} aria-hidden="true" /></Button>
                  )}
                </div>
              )}
            </article>
          );
        })}
      </div>
      {draft && (
        <label className="field planned-field">
          <span className="field__label">{t('campaign.planned')}</span>
          <input className="field__input planned-input" type="number" inputMode="numeric" min={PLANNED_MIN} max={PLANNED_MAX} step={100} value={planned}
            readOnly={readOnly} aria-invalid={!plannedValid || undefined} aria-describedby="planned-help" data-testid="planned-input" onChange={(e) => setPlanned(e.target.value)} />
          <span id="planned-help" className={plannedValid ? 'muted' : 'field__error'}>
            {plannedValid ? t('campaign.plannedHelp') : t('campaign.plannedRange', { min: num(PLANNED_MIN), max: num(PLANNED_MAX) })}
          </span>
        </label>
      )}
      {!readOnly && draft && (
        <div className="campaign-bar">
          {sharesChanged && <p className={total === 100 ? 'muted' : 'field__error'} role="status">{t('campaign.sharesTotal', { total })}</p>}
          {designChanged && <Button variant="secondary" isDisabled={total !== 100 || !plannedValid} pending={actions.update.isPending} onPress={saveDesign} data-testid="campaign-save">{t('campaign.saveShares')}</Button>}
          {campaign.variants.length < MAX_VARIANTS && <Button variant="secondary" onPress={() => actions.addVariant.mutate()} pending={actions.addVariant.isPending}><Plus size={14} aria-hidden="true" />{t('campaign.addVariant')}</Button>}
          <Button onPress={() => actions.update.mutate({ action: 'start' }, { onSuccess: ok(t('campaign.started')) })} isDisabled={designChanged} pending={actions.update.isPending} data-testid="campaign-start"><Play size={14} aria-hidden="true" />{t('campaign.start')}</Button>
          <Button variant="ghost" onPress={() => void remove()}>{t('campaign.delete')}</Button>
        </div>
      )}
      {!readOnly && running && <div className="campaign-bar"><Button variant="ghost" onPress={() => void remove()}>{t('campaign.stop')}</Button></div>}
      {!draft && (
        <section className="card stats-card">
          <h2 className="stats-card__title">{t('campaign.chart')}</h2>
          <ChartSlot query={charts}>
            {(c) => (
              <TimeChart label={t('campaign.chart')} at={c.variants[0]?.points.map((p) => p.at) ?? []} bucket={c.bucket} zone={c.zone}
                series={c.variants.map((v, i) => ({ label: t('campaign.variant', { name: v.name }), values: v.points.map((p) => p.visitors), color: SERIES_COLORS[i % SERIES_COLORS.length] }))} />
            )}
          </ChartSlot>
        </section>
      )}
    </div>
  );
}
