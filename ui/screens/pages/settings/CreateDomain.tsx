// settings/createDomain: connect a new domain and pin this page to it in one go, then show the DNS steps.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import { DomainCreateForm } from '../../../components/domains/DomainCreateForm';
import { DnsInstructions } from '../../../components/domains/DnsInstructions';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { useSavePage } from '../data/page';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

export default function CreateDomain() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const [domainId, setDomainId] = useState<number | null>(null);
  const save = useSavePage(page.id);
  const domain = useQuery({
    queryKey: ['domain', domainId],
    queryFn: () => endpoints.domains.get({ params: { domainId: domainId ?? 0 } }),
    enabled: domainId !== null,
  });
  return (
    <div className="stack">
      <section className="card stack">
        <h2 className="card__title">{t('domain.connectNew')}</h2>
        {domainId === null ? (
          <>
            <p className="muted">{t('domain.createLead')}</p>
            <DomainCreateForm
              projectId={page.project_id}
              onCreated={(d) => {
                setDomainId(d.id);
                save.mutate({ domain_id: d.id });
              }}
            />
          </>
        ) : (
          <p>{t('domain.pinned')} <Link to={`/pages/${page.id}/settings/domain`}>{t('settings.nav.domain')}</Link></p>
        )}
      </section>
      {domainId !== null && (domain.data ? <DnsInstructions domainId={domain.data.id} name={domain.data.name} serverIp={domain.data.server_ip} /> : <ListSkeleton rows={3} />)}
    </div>
  );
}
