// /domains/create — connect a domain the customer already owns, then the A-record instructions.
import '../../styles/pages.css';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { PageHeader } from '../../components/States';
import { useCurrentProject } from '../../lib/useProjects';
import { DomainCreateForm } from '../../components/domains/DomainCreateForm';

export default function DomainCreate() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const project = useCurrentProject();
  return (
    <div className="page page--narrow">
      <Link to="/domains" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('domains.title')}</Link>
      <PageHeader title={t('domains.createTitle')} text={t('domains.createLead')} />
      <section className="card">
        <DomainCreateForm projectId={project?.id ?? null} onCreated={(d) => navigate(`/domains/${d.id}`)} />
      </section>
      <p className="muted">{t('domains.noDomain')} <Link to="/domains/register">{t('domains.register')}</Link></p>
    </div>
  );
}
