// /pages/:pageId/settings/* — the settings sections of one page (SPEC §2), each a child route.
import '../../styles/pages.css';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import { Button } from '../Button';
import { ErrorState, PageHeader } from '../States';
import { ListSkeleton } from '../ListSkeleton';
import { PageStatusBadge } from '../PageStatusBadge';
import { usePage } from '../../lib/usePage';
import { SETTINGS_SECTIONS } from './sections';
import type { PageView } from '../../../api/routes/pages';
import { useNavigate } from 'react-router';

export interface SettingsContext {
  page: PageView;
}

/** The loaded page, for the section screens. */
export function useSettingsPage(): PageView {
  return useOutletContext<SettingsContext>().page;
}

export default function SettingsLayout() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const pageId = Number(useParams().pageId);
  const page = usePage(pageId);
  const title = page.data ? page.data.name || page.data.title || t('list.untitled') : t('settings.title');
  return (
    <div className="page" style={{ maxWidth: 1120 }}>
      <Link to="/pages" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('settings.backToPages')}</Link>
      <PageHeader
        title={title}
        text={t('settings.lead')}
        action={page.data && (
          <div className="row">
            <PageStatusBadge status={page.data.status} />
            <Button variant="secondary" onPress={() => navigate(`/editor/${pageId}`)}><Pencil size={16} aria-hidden="true" />{t('list.edit')}</Button>
          </div>
        )}
      />
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t('settings.title')}>
          {SETTINGS_SECTIONS.map((s) => (
            // A section whose path starts another's (contacts, contacts/code) is current only on its own
            // path; the others stay current on their sub-pages (domain/create).
            <NavLink key={s.path} to={`/pages/${pageId}/settings/${s.path}`} end={SETTINGS_SECTIONS.some((o) => o.path.startsWith(`${s.path}/`))}>
              <s.icon size={16} aria-hidden="true" />{t(`settings.nav.${s.key}`)}
            </NavLink>
          ))}
        </nav>
        <div>
          {page.isError ? (
            <section className="card"><ErrorState onRetry={() => void page.refetch()} /></section>
          ) : page.data ? (
            <Outlet context={{ page: page.data } satisfies SettingsContext} />
          ) : (
            <section className="card"><ListSkeleton rows={5} /></section>
          )}
        </div>
      </div>
    </div>
  );
}
