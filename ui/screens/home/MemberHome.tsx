// Home of a team member (not the account owner): no questionnaire or onboarding checklist — those
// are the owner's — but the sections their rights in the current project open (SPEC §6).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { NAV_ITEMS } from '../../app/navItems';
import { useCanOpen } from '../../app/access';
import { useCurrentProject } from '../../lib/useProjects';

export function MemberHome() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const project = useCurrentProject();
  const items = NAV_ITEMS.filter((i) => i.key !== 'home' && canOpen(i.handle));
  return (
    <section className="card stack" data-testid="member-home">
      <div>
        <h2 className="card__title">{t('home.memberTitle')}</h2>
        <p className="muted">{project ? t('home.memberLead', { project: project.title }) : t('home.memberLeadNoProject')}</p>
      </div>
      <ul className="link-list">
        {items.map((i) => (
          <li key={i.key}>
            <Link to={i.path} className="link-list__item">
              <i.icon size={18} aria-hidden="true" />
              <span className="grow">{t(`nav.${i.key}`)}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
