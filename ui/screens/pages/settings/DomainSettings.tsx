// settings/domain: pin the page to one of the project's domains (or to none: the test subdomain only).
// The domains are searched on the server (DomainPicker), so a project with hundreds of them finds any.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Globe from 'lucide-react/icons/globe';
import Plus from 'lucide-react/icons/plus';
import { Button } from '../../../components/Button';
import { DomainPicker, useDomainsFirstBatch } from '../../../components/DomainPicker';
import { Switch } from '../../../components/Switch';
import { ErrorState } from '../../../components/States';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { can } from '../../../app/access';
import { useCurrentUser } from '../../../app/useSession';
import { useDomain } from '../../../lib/useDomains';
import { useSavePage } from '../data/page';
import { previewUrl } from '../data/pageUrl';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

/** The host of the page's address on its domain (the domain's own answer may be closed to a member). */
const hostOf = (url: string | null): string => (url ? new URL(url).host : '');

export default function DomainSettings() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  // Choosing the domain is the project's domain.edit right (the server checks it too); without it
  // the member sees the page's domain and may still change its other settings.
  const canChoose = can(useCurrentUser(), page.project_id, 'domain.edit');
  const domains = useDomainsFirstBatch(page.project_id, canChoose);
  const [domainId, setDomainId] = useState<number | null>(page.domain_id);
  // The chosen domain's name and DNS state, whichever batch it is in (not asked for without the right: the answer would be a refusal).
  const chosen = useDomain(canChoose ? domainId : null);
  const [ssl, setSsl] = useState(page.params.ssl);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePage(page.id, (fields) => setError(fields.domain_id ?? fields.uri ?? null));
  const domain = domainId !== null && chosen.data?.id === domainId ? chosen.data : null;
  const dirty = domainId !== page.domain_id || ssl !== page.params.ssl;
  // A choice exists when the project has a domain, or the page keeps one from elsewhere to let go of.
  const hasChoice = (domains.data?.total ?? 0) > 0 || page.domain_id !== null;
  const readOnly = !canChoose;
  // Read-only, the page's own address on its domain stands for the domain's answer.
  const shownDomain = domain ? { name: domain.name, ssl } : readOnly && page.domain_url ? { name: hostOf(page.domain_url), ssl: page.params.ssl } : null;

  if (domains.isError) return <section className="card"><ErrorState onRetry={() => void domains.refetch()} /></section>;
  return (
    <section className="card stack">
      <div className="row-between">
        <h2 className="card__title">{t('settings.nav.domain')}</h2>
        {canChoose && <Link to={`/pages/${page.id}/settings/createDomain`} className="btn btn--secondary btn--sm"><Plus size={14} aria-hidden="true" />{t('domain.connectNew')}</Link>}
      </div>
      {canChoose && domains.isLoading ? (
        <ListSkeleton rows={2} />
      ) : (
        <>
          {readOnly ? (
            <div className="stack" style={{ gap: 'var(--space-1)' }} data-testid="page-domain-readonly">
              <span className="muted">{t('domain.label')}</span>
              <strong>{domainId === null ? t('domain.none') : domain?.name ?? hostOf(page.domain_url)}</strong>
              <span className="muted">{t('domain.noRight')}</span>
            </div>
          ) : hasChoice ? (
            <div style={{ maxWidth: 420 }}>
              <DomainPicker
                label={t('domain.label')}
                projectId={page.project_id}
                value={domainId}
                allLabel={t('domain.none')}
                error={error}
                // Each state's own help: the test subdomain only without a domain, the domain's address with one.
                helper={domainId === null ? t('domain.help') : t('domain.helpDomain')}
                onChange={(id) => {
                  setDomainId(id);
                  setError(null);
                }}
                testId="page-domain"
              />
            </div>
          ) : (
            <p className="muted" data-testid="page-domain-none">{t('domain.noDomains')}</p>
          )}
          {domain && (
            <Switch isSelected={ssl} onChange={setSsl}>{t('domain.ssl')}</Switch>
          )}
          <div className="alert">
            <Globe size={16} aria-hidden="true" />
            <span>{t('domain.willOpen')} <strong data-testid="page-address">{previewUrl(page, {}, shownDomain)}</strong></span>
          </div>
          {domain && !domain.dns_ok && (
            <div className="alert alert--warning">
              <span>{t('domain.dnsPending')} <Link to={`/domains/${domain.id}`}>{t('domain.instructions')}</Link></span>
            </div>
          )}
          {hasChoice && !readOnly && (
            <div className="form-actions">
              <Button
                pending={save.isPending}
                // The address above is the chosen domain's once it has arrived: save what it shows.
                isDisabled={!dirty || (domainId !== null && !domain && !chosen.isError)}
                onPress={() => save.mutate({ domain_id: domainId, params: { ssl } })}
              >
                {t('common.save')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
