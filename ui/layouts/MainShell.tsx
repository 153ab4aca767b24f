// The main shell at / (SPEC §2): collapsible left navigation, top bar, and the navigation guard —
// no session → /login?redirect=… keeping the query; owner-only or permission routes → /403.
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Menu from 'lucide-react/icons/menu';
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
  // At 768 px or less the navigation is a panel over the page, opened by the top bar's menu button
  // (layout.css): a rail of 22 icons does not fit a phone. It closes on a route change and on Escape.
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [location.pathname]);
  // A screen change that removed the focused control («Создать страницу» → /pages/new) dropped focus to
  // the document: the next Tab started over at the sidebar's first entries. The new screen's region
  // takes it instead, so Tab goes on into the screen. Not on the first screen: its first Tab is the skip link.
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);
  useEffect(() => {
    if (!navOpen) return undefined;
    // The panel comes before the top bar in the page, so focus moves into it (the current entry first).
    const panel = document.getElementById('sidenav');
    (panel?.querySelector<HTMLElement>('.sidenav__link.active') ?? panel?.querySelector<HTMLElement>('.sidenav__link'))?.focus();
    const menuButton = () => document.querySelector<HTMLElement>('.topbar__menu');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setNavOpen(false);
        menuButton()?.focus();
        return;
      }
      if (e.key !== 'Tab' || !panel) return;
      // The panel lies over the page: Tab goes round its entries and the button that closes it, never
      // to the top bar's other controls under the backdrop (the project picker opened over the panel).
      const ring = [menuButton(), ...panel.querySelectorAll<HTMLElement>('.sidenav__link')].filter((el): el is HTMLElement => el !== null);
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? (e.shiftKey ? ring.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + ring.length) % ring.length;
      e.preventDefault();
      ring[next]?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  if (status === 'loggedOut') return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  if (status === 'unavailable') return <FullPageStatus text={t('session.unavailable')} onRetry={() => sessionActor.send({ type: 'RETRY' })} />;
  if (status !== 'loggedIn') return <FullPageStatus text={t('common.loading')} />;

  return (
    <div className="shell" data-collapsed={collapsed} data-nav-open={navOpen}>
      {/* The first Tab stop: past the 22 sidebar entries and the top bar straight to the screen. */}
      {/* Focus moves without a #main history entry (the router would take the hash for a navigation). */}
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>{t('nav.skipToContent')}</a>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      {navOpen && <div className="sidenav-backdrop" aria-hidden="true" onClick={() => setNavOpen(false)} />}
      <header className="topbar">
        <Button variant="ghost" icon className="topbar__menu" aria-label={navOpen ? t('nav.close') : t('nav.open')} aria-expanded={navOpen} aria-controls="sidenav" onPress={() => setNavOpen((open) => !open)} data-testid="nav-menu">
          <Menu size={20} aria-hidden="true" />
        </Button>
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
