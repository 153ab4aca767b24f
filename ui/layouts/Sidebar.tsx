import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NAV_GROUPS, NAV_ITEMS } from '../app/navItems';
import { useIsOwner } from '../app/useSession';
import { Button } from '../components/Button';

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  // Members do not see owner-only entries; the route guard still sends a typed URL to /403.
  const items = NAV_ITEMS.filter((i) => isOwner || i.handle.access !== 'owner');
  return (
    <nav className="sidenav" aria-label={t('nav.label')}>
      <div className="sidenav__brand">
        <span className="logo" aria-hidden="true">
          <LayoutTemplate size={18} />
        </span>
        <span className="sidenav__brand-name">{t('app.name')}</span>
      </div>
      <div className="sidenav__list">
        {NAV_GROUPS.map((group) => (
          <div key={group}>
            <div className="sidenav__group">{t(`nav.group.${group}`)}</div>
            {items
              .filter((i) => i.group === group)
              .map((item) => (
                <NavLink key={item.key} to={item.path} end={item.path === '/'} className="sidenav__link" title={collapsed ? t(`nav.${item.key}`) : undefined}>
                  <item.icon size={18} aria-hidden="true" />
                  <span className="sidenav__label">{t(`nav.${item.key}`)}</span>
                </NavLink>
              ))}
          </div>
        ))}
      </div>
      <div className="sidenav__footer">
        <Button variant="ghost" block onPress={onToggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!collapsed}>
          {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          {!collapsed && <span className="sidenav__label">{t('nav.collapse')}</span>}
        </Button>
      </div>
    </nav>
  );
}
