// settings/domain: pin the page to one of the project's domains (or to none: the test subdomain only).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Globe, Plus } from 'lucide-react';
import { endpoints } from '../../../../adapters/index';
import { MAX_PAGE_SIZE } from '../../../../api/list';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { Switch } from '../../../components/Switch';
import { ErrorState } from '../../../components/States';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { useSavePage } from '../data/page';
import { domainsKey } from '../data/pages';
import { previewUrl } from '../data/pageUrl';
import { useSettingsPage } from './SettingsLayout';

const NONE = 'none';

export default function DomainSettings() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const domains = useQuery({
    queryKey: [...domainsKey, page.project_id ?? undefined],
    queryFn: () => endpoints.domains.list({ query: { project_id: page.project_id ?? undefined, limit: MAX_PAGE_SIZE } }),
  });
  const [domainId, setDomainId] = useState<string>(page.domain_id === null ? NONE : String(page.domain_id));
  const [ssl, setSsl] = useState(page.params.ssl);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePage(page.id, (fields) => setError(fields.domain_id ?? fields.uri ?? null));
  const items = domains.data?.items ?? [];
  const chosen = items.find((d) => String(d.id) === domainId) ?? null;
  const dirty = domainId !== (page.domain_id === null ? NONE : String(page.domain_id)) || ssl !== page.params.ssl;

  if (domains.isError) return <section className="card"><ErrorState onRetry={() => void domains.refetch()} /></section>;
  return (
    <section className="card stack">
      <div className="row-between">
        <h2 className="card__title">{t('settings.nav.domain')}</h2>
        <Link to={`/pages/${page.id}/settings/createDomain`} className="btn btn--secondary btn--sm"><Plus size={14} aria-hidden="true" />{t('domain.connectNew')}</Link>
      </div>
      {domains.isLoading ? (
        <ListSkeleton rows={2} />
      ) : (
        <>
          <SelectField
            label={t('domain.label')}
            value={domainId}
            error={error}
            helper={t('domain.help')}
            onChange={(id) => {
              setDomainId(id);
              setError(null);
            }}
            options={[{ id: NONE, label: t('domain.none') }, ...items.map((d) => ({ id: String(d.id), label: d.name }))]}
          />
          {chosen && (
            <Switch isSelected={ssl} onChange={setSsl}>{t('domain.ssl')}</Switch>
          )}
          <div className="alert">
            <Globe size={16} aria-hidden="true" />
            <span>{t('domain.willOpen')} <strong data-testid="page-address">{previewUrl(page, {}, chosen ? { name: chosen.name, ssl } : null)}</strong></span>
          </div>
          {chosen && !chosen.dns_ok && (
            <div className="alert alert--warning">
              <span>{t('domain.dnsPending')} <Link to={`/domains/${chosen.id}`}>{t('domain.instructions')}</Link></span>
            </div>
          )}
          <div className="form-actions">
            <Button
              pending={save.isPending}
              isDisabled={!dirty}
              onPress={() => save.mutate({ domain_id: chosen?.id ?? null, params: { ssl } })}
            >
              {t('common.save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
