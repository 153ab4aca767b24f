// Payment settings (SPEC §2 payments/settings): which of the account's payment integrations
// (CloudPayments, ЮKassa, Т‑Банк Рассрочка) takes its orders' payments, and how it stands —
// «Не подключено» until its keys are set and accepted by the payment provider. Owner only.
import '../../styles/products.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import CreditCard from 'lucide-react/icons/credit-card';
import { INTEGRATION_TYPES } from '../../../api/integrationCatalogue';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState, PageHeader } from '../../components/States';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { usePaymentSettings, useSavePaymentSettings } from './data';
import { NativeSelect } from '../../components/FilterSelect';

const STATE_TONE = { not_chosen: '', not_connected: '', error: 'badge--danger', connected: 'badge--success' } as const;

export default function PaymentSettings() {
  const { t } = useTranslation('salesOrders');
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const [choice, setChoice] = useState<string | null>(null);

  const header = <PageHeader title={t('settings.title')} text={t('settings.lead')} />;
  if (settings.isError) return <div className="page">{header}<ErrorState onRetry={() => void settings.refetch()} /></div>;
  const s = settings.data;
  if (!s) return <div className="page" aria-busy="true">{header}<ListSkeleton rows={3} height={56} /></div>;
  const toIntegrations = <Link to="/integrations/create" className="btn btn--primary">{t('settings.toIntegrations')}</Link>;
  if (s.integrations.length === 0) {
    return <div className="page">{header}<section className="card"><EmptyState icon={CreditCard} title={t('settings.empty.title')} text={t('settings.empty.text')} action={toIntegrations} /></section></div>;
  }
  const selected = choice ?? (s.integration_id === null ? '' : String(s.integration_id));
  const current = s.integrations.find((i) => i.id === s.integration_id);
  const submit = () => save.mutate(selected === '' ? null : Number(selected), {
    onSuccess: () => { setChoice(null); toasts.show('success', t('settings.saved')); },
    onError: (err) => toasts.show('danger', (err instanceof ApiError && (err.fields.integration_id ?? errorText(err.code))) || errorText('generic') || ''),
  });

  return (
    <div className="page">
      {header}
      <section className="card form-card stack" data-testid="payment-settings">
        <NativeSelect
          label={t('settings.integration')} value={selected} onChange={setChoice} testId="payment-integration"
          options={[{ value: '', label: t('settings.none') }, ...s.integrations.map((i) => ({ value: String(i.id), label: `${i.title || INTEGRATION_TYPES[i.type].name} (${INTEGRATION_TYPES[i.type].name})` }))]}
        />
        <div className="stack" style={{ gap: 'var(--space-1)' }}>
          <span className="field__label">{t('settings.state')}</span>
          <div className="row">
            <span className={`badge ${STATE_TONE[s.state]}`} data-testid="payment-state">{t(`settings.states.${s.state}`)}</span>
            {current && <Link to={`/integrations/${current.id}/edit`}>{t('settings.editIntegration')}</Link>}
          </div>
          <p className="muted">{t(`settings.stateText.${s.state}`, { error: current?.status_error ?? '' })}</p>
        </div>
        <div className="stack" style={{ gap: 'var(--space-1)' }}>
          <span className="field__label">{t('settings.currency')}</span>
          <span>{t('settings.rub')}</span>
        </div>
        <div className="form-actions">
          <Button onPress={submit} pending={save.isPending} isDisabled={choice === null} data-testid="payment-save">{t('settings.save')}</Button>
        </div>
      </section>
    </div>
  );
}
