// The HTTPS certificate of a customer domain as the server learned it from Caddy (server/tls/):
// a badge for the domains list, and the state with its explanation on the domain's screen — when
// it is valid until and renews, or why it failed with a way to check again (the DNS check, which
// requests the certificate anew once the records point here).
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type * as v from 'valibot';
import { endpoints } from '../../../adapters/index';
import type { certificateSchema } from '../../../api/routes/domains';
import { Button } from '../../components/Button';
import { formatDate } from '../../lib/dates';

type Certificate = v.InferOutput<typeof certificateSchema>;

const BADGE: Record<Certificate['state'], string> = {
  waiting_dns: 'badge', not_requested: 'badge', requested: 'badge badge--warning', issued: 'badge badge--success', failed: 'badge badge--danger',
};

export function CertificateBadge({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('pages');
  return <span className={BADGE[certificate.state]} data-testid="certificate-state">{t(`domainSettings.certState.${certificate.state}`)}</span>;
}

export function CertificateState({ domainId, certificate, canCheck, onChecked }: { domainId: number; certificate: Certificate; canCheck: boolean; onChecked: () => void }) {
  const { t } = useTranslation('pages');
  const check = useMutation({ mutationFn: () => endpoints.domains.check({ params: { domainId } }), onSuccess: onChecked });
  const c = certificate;
  return (
    <div className="stack" style={{ gap: 4 }}>
      <div>
        <CertificateBadge certificate={c} />
        {c.checked_at && <span className="subtle"> · {t('domainSettings.certChecked', { date: formatDate(c.checked_at) })}</span>}
      </div>
      <p className="subtle" data-testid="certificate-text">
        {c.state === 'issued' && c.not_after && c.renews_on
          ? t('domainSettings.certText.issued', { until: formatDate(c.not_after), renews: formatDate(c.renews_on) })
          : t(`domainSettings.certText.${c.state}`)}
        {c.state === 'failed' && c.error && <> {t(`domainSettings.certReason.${c.error.reason}`, { detail: c.error.detail })}</>}
      </p>
      {c.state === 'failed' && canCheck && (
        <div>
          <Button variant="secondary" pending={check.isPending} onPress={() => check.mutate()}>
            <RefreshCw size={16} aria-hidden="true" />{t('domainSettings.certRetry')}
          </Button>
        </div>
      )}
    </div>
  );
}
