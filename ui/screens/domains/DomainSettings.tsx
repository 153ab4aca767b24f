// /domains/:domainId — one domain: DNS instructions and check, its HTTPS certificate, project, registration, unpin, delete.
import '../../styles/pages.css';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ListTree from 'lucide-react/icons/list-tree';
import Trash2 from 'lucide-react/icons/trash';
import Unlink from 'lucide-react/icons/unlink';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ErrorState, PageHeader } from '../../components/States';
import { ProjectPicker, useProjectsTotal } from '../../components/ProjectPicker';
import { confirm } from '../../app/services';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { pagesKey } from '../../lib/queryKeys';
import { useCan } from '../../lib/useCan';
import { CertificateState } from './Certificate';
import { DnsInstructions } from '../../components/domains/DnsInstructions';
import { domainKey, domainsKey, useDomain } from '../../lib/useDomains';
import { accountKey } from '../../lib/useAccount';

export default function DomainSettings() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const domainId = Number(useParams().domainId);
  const domain = useDomain(domainId);
  // The project choice shows only when there is one: another project to move the domain to.
  const projectsTotal = useProjectsTotal() ?? 0;
  const canEdit = useCan('domain.edit');
  const canDelete = useCan('domain.delete');
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: domainKey(domainId) });
    void qc.invalidateQueries({ queryKey: domainsKey });
  };
  const update = useMutation({
    mutationFn: (body: { project_id?: number | null }) => endpoints.domains.update({ params: { domainId }, body }),
    onSuccess: () => {
      toasts.show('success', t('common.saved'));
      refresh();
    },
  });
  const unlink = useMutation({
    mutationFn: () => endpoints.domains.unlink({ params: { domainId } }),
    onSuccess: (r) => {
      toasts.show('success', t('domainSettings.unpinned', { count: r.unpinned }));
      refresh();
      void qc.invalidateQueries({ queryKey: pagesKey });
    },
  });
  const remove = useMutation({
    mutationFn: () => endpoints.domains.remove({ params: { domainId } }),
    onSuccess: () => {
      toasts.show('success', t('domainSettings.deleted'));
      void qc.invalidateQueries({ queryKey: domainsKey });
      void qc.invalidateQueries({ queryKey: pagesKey });
      void qc.invalidateQueries({ queryKey: accountKey });
      navigate('/domains');
    },
  });
  const d = domain.data;
  return (
    <div className="page page--narrow">
      <Link to="/domains" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('domains.title')}</Link>
      {domain.isError ? (
        <section className="card"><ErrorState onRetry={() => void domain.refetch()} /></section>
      ) : !d ? (
        <section className="card"><ListSkeleton rows={4} /></section>
      ) : (
        <>
          <PageHeader
            title={d.name}
            text={d.dns_ok ? t('domainSettings.ready') : d.registration ? t('domainSettings.waitingRegistered') : t('domainSettings.waiting')}
            action={<Button variant="secondary" onPress={() => navigate(`/domains/${d.id}/records`)}><ListTree size={16} aria-hidden="true" />{t('records.title')}</Button>}
          />
          {!d.dns_ok && <DnsInstructions domainId={d.id} name={d.name} serverIp={d.server_ip} registered={d.registration !== null} />}
          <section className="card stack">
            <h2 className="card__title">{t('domainSettings.title')}</h2>
            <dl className="kv">
              <dt>{t('domainSettings.status')}</dt>
              <dd>{d.dns_ok ? <span className="badge badge--success">{t('domains.dnsOk')}</span> : <span className="badge badge--warning">{t('domains.dnsWaiting')}</span>}{d.checked_at && <span className="subtle"> · {t('domainSettings.checked', { date: formatDate(d.checked_at) })}</span>}</dd>
              <dt>{t('domainSettings.ip')}</dt>
              <dd><code>{d.server_ip}</code></dd>
              <dt>{t('domainSettings.certificate')}</dt>
              <dd><CertificateState domainId={d.id} certificate={d.certificate} canCheck={canEdit} onChecked={refresh} /></dd>
              <dt>{t('domains.pages')}</dt>
              <dd>{d.pages_total}</dd>
              {d.registration && (
                <>
                  <dt>{t('domainSettings.registrar')}</dt>
                  <dd>{d.registration.registrar} · {t('domains.registeredTill', { date: formatDate(d.registration.expires) })}</dd>
                </>
              )}
            </dl>
            {canEdit && (projectsTotal > 1 || (projectsTotal === 1 && d.project_id === null)) && (
              <div style={{ maxWidth: 320 }}>
                <ProjectPicker
                  label={t('domainSettings.project')}
                  helper={t('domainSettings.projectHelp')}
                  value={d.project_id}
                  onChange={(id) => { if (id !== null) update.mutate({ project_id: id }); }}
                  testId="domain-project"
                />
              </div>
            )}
          </section>
          {(canEdit || canDelete) && (
            <section className="card stack danger-zone">
              {canEdit && (
                <div className="row-between">
                  <div><h3>{t('domainSettings.unpin')}</h3><p className="muted">{t('domainSettings.unpinText')}</p></div>
                  <Button
                    variant="secondary"
                    isDisabled={d.pages_total === 0}
                    pending={unlink.isPending}
                    onPress={async () => { if (await confirm({ title: t('domainSettings.unpinConfirm', { name: d.name }), confirmLabel: t('domainSettings.unpin') })) unlink.mutate(); }}
                  >
                    <Unlink size={16} aria-hidden="true" />{t('domainSettings.unpin')}
                  </Button>
                </div>
              )}
              {canDelete && (
                <div className="row-between">
                  <div><h3>{t('domainSettings.delete')}</h3><p className="muted">{t('domainSettings.deleteText')}</p></div>
                  <Button
                    variant="danger"
                    pending={remove.isPending}
                    onPress={async () => { if (await confirm({ title: t('domainSettings.deleteConfirm', { name: d.name }), message: t('domainSettings.deleteText'), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(); }}
                  >
                    <Trash2 size={16} aria-hidden="true" />{t('common.delete')}
                  </Button>
                </div>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
