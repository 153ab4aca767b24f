// SPEC §2 domain instructions: an A record for the host and for www pointing at our server; DNS takes
// up to 24 hours; a free SSL certificate starts working in 10–15 minutes. "Check" asks the server to
// look the records up for real.
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import XCircle from 'lucide-react/icons/circle-x';
import { endpoints } from '../../../adapters/index';
import { Button } from '../Button';

/** `registered`: bought through us — we set its A records, so there are no steps for the customer. */
export function DnsInstructions({ domainId, name, serverIp, registered = false }: { domainId: number; name: string; serverIp: string; registered?: boolean }) {
  const { t } = useTranslation('pages');
  const check = useMutation({ mutationFn: () => endpoints.domains.check({ params: { domainId } }) });
  const found = (host: string) => check.data?.records.find((r) => r.host === host);
  const rows = [name, `www.${name}`];
  return (
    <section className="card stack" data-testid="dns-instructions">
      <h2 className="card__title">{registered ? t('dns.registeredTitle') : t('dns.title')}</h2>
      {registered ? (
        <p className="muted">{t('dns.registeredText')}</p>
      ) : (
        <ol className="steps">
          <li>{t('dns.step1')}</li>
          <li>{t('dns.step2')}</li>
          <li>{t('dns.step3')}</li>
        </ol>
      )}
      <table className="table dns-table">
        <thead><tr><th>{t('dns.type')}</th><th>{t('dns.host')}</th><th>{t('dns.value')}</th>{check.data && <th>{t('dns.status')}</th>}</tr></thead>
        <tbody>
          {rows.map((host, i) => {
            const r = found(host);
            return (
              <tr key={host}>
                <td>A</td>
                <td>{i === 0 ? '@' : 'www'} <span className="subtle">({host})</span></td>
                <td>{serverIp}</td>
                {check.data && (
                  <td>
                    {r?.ok ? (
                      <span className="badge badge--success"><CheckCircle2 size={12} aria-hidden="true" />&nbsp;{t('dns.ok')}</span>
                    ) : (
                      <span className="badge badge--warning"><XCircle size={12} aria-hidden="true" />&nbsp;{r && r.found.length ? t('dns.points', { ips: r.found.join(', ') }) : t('dns.missing')}</span>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t('dns.propagation')}</p>
      <p className="muted">{t('dns.ssl')}</p>
      {check.data && (
        <div className={check.data.ok ? 'alert alert--success' : 'alert alert--warning'} role="status">
          <div className="stack-sm">
            <strong>{check.data.ok ? t('dns.allOk') : t('dns.notYet')}</strong>
            {check.data.instructions.map((line) => <span key={line}>{line}</span>)}
          </div>
        </div>
      )}
      <div>
        <Button variant="secondary" pending={check.isPending} onPress={() => check.mutate()}><RefreshCw size={14} aria-hidden="true" />{t('dns.check')}</Button>
      </div>
    </section>
  );
}
