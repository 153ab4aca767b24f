// /integrations/create: the catalogue grouped as SPEC §2 says (mailing services, CRM systems,
// analytics, payment systems, webhook); a service opens its form (?type=ID).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { INTEGRATION_GROUPS, INTEGRATION_TYPES, isIntegrationTypeId } from '../../../api/integrationCatalogue';
import { PageHeader } from '../../components/States';
import { IntegrationFormBody } from './IntegrationForm';
import { useConnectedByType } from './data';
import '../../styles/integrations.css';

export default function IntegrationCatalogue() {
  const { t } = useTranslation('integrations');
  const [params] = useSearchParams();
  const type = Number(params.get('type'));
  const byType = useConnectedByType();
  const connected = (typeId: number) => byType.data?.[String(typeId)] ?? 0;
  if (isIntegrationTypeId(type)) return <div className="page"><IntegrationFormBody type={INTEGRATION_TYPES[type]} integration={null} /></div>;
  return (
    <div className="page">
      <Link to="/integrations" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('back')}</Link>
      <PageHeader title={t('catalogueTitle')} text={t('catalogueLead')} />
      {INTEGRATION_GROUPS.map((g) => (
        <section key={g.kind} className="catalogue-group" aria-labelledby={`kind-${g.kind}`}>
          <h2 id={`kind-${g.kind}`}>{t(`kinds.${g.kind}`)}</h2>
          <p className="muted">{t(`kindHelp.${g.kind}`)}</p>
          <div className="catalogue-grid">
            {g.types.map((type) => (
              <Link key={type.id} to={`/integrations/create?type=${type.id}`} className="catalogue-card" data-testid={`catalogue-${type.code}`}>
                <strong>{type.name}</strong>
                <span className="muted">{connected(type.id) > 0 ? t('connectedCount', { count: connected(type.id) }) : t('connectOne')}</span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
