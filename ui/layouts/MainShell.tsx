// The main shell at / (SPEC §2): collapsible left navigation, top bar, and the navigation guard —
// no session → /login?redirect=… keeping the query; owner-only or permission routes → /403.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '../../machines/session/tokens';
import { endpoints } from '../../adapters/index';
import { Sidebar } from './Sidebar';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';
import { BillingBanner } from './BillingBanner';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Button } from '../components/Button';
import { useNavCollapsed } from '../lib/navCollapsed';
import { useSessionStatus } from '../app/useSession';
import { useCanOpen } from '../app/access';
import { useRouteHandle } from '../app/useRouteName';
import { sessionActor } from '../app/services';

function FullPageStatus({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="guest" style={{ justifyContent: 'center' }} role="status">
      <div className="row">
        {!onRetry && <span className="spinner" aria-hidden="true" />}
        <span className="muted">{text}</span>
        {onRetry && <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button>}
      </div>
    </div>
  );
}

/** Owner-only and permission-gated routes (SPEC §2, §6). */
function AccessGuard() {
  const handle = useRouteHandle();
  const canOpen = useCanOpen();
  return !handle || canOpen(handle) ? <Outlet /> : <Navigate to="/403" replace />;
}

export function MainShell() {
  const { t } = useTranslation();
  const status = useSessionStatus();
  const location = useLocation();
  const [collapsed, toggle] = useNavCollapsed();

  if (status === 'loggedOut') return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  if (status === 'unavailable') return <FullPageStatus text={t('session.unavailable')} onRetry={() => sessionActor.send({ type: 'RETRY' })} />;
  if (status !== 'loggedIn') return <FullPageStatus text={t('common.loading')} />;

  return (
    <div className="shell" data-collapsed={collapsed}>
      {/* The first Tab stop: past the 22 sidebar entries and the top bar straight to the screen. */}
      {/* Focus moves without a #main history entry (the router would take the hash for a navigation). */}
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>{t('nav.skipToContent')}</a>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <header className="topbar">
        <ProjectSwitcher />
        <div className="topbar__spacer" />
        <LanguageSwitch onChange={(locale) => void endpoints.profile.update({ body: { locale }, suppressErrors: true }).catch(() => undefined)} />
        <UserMenu />
      </header>
      <main className="content" id="main" tabIndex={-1}>
        <BillingBanner />
        <AccessGuard />
      </main>
    </div>
  );
}
