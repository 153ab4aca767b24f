import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { NAV_GROUPS, NAV_ITEMS } from '../app/navItems';
import { useCanOpen } from '../app/access';
import { Button } from '../components/Button';
import { Hint } from '../components/Hint';

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  // Members see only what their rights in the current project allow; the route guard still sends a
  // typed URL to /403.
  const items = NAV_ITEMS.filter((i) => canOpen(i.handle));
  // On a window too short for every entry the list scrolls: the current section's entry is kept in view
  // (block 'nearest' moves the list only when the entry is out of it), never left under «Свернуть меню».
  const list = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('.sidenav__link.active')?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname]);
  return (
    <nav className="sidenav" id="sidenav" aria-label={t('nav.label')}>
      <div className="sidenav__brand">
        <span className="logo" aria-hidden="true">
          <LayoutTemplate size={18} />
        </span>
        <span className="sidenav__brand-name">{t('app.name')}</span>
      </div>
      <div className="sidenav__list" ref={list}>
        {NAV_GROUPS.filter((group) => items.some((i) => i.group === group)).map((group) => (
          <div key={group}>
            <div className="sidenav__group">{t(`nav.group.${group}`)}</div>
            {items
              .filter((i) => i.group === group)
              .map((item) => (
                // Collapsed, the entry is an icon: its name is its aria-label and a hint on hover and keyboard focus.
                <Hint key={item.key} text={t(`nav.${item.key}`)} isDisabled={!collapsed} placement="end" className="tooltip--nav">
                  <NavLink to={item.path} end={item.path === '/'} className="sidenav__link" aria-label={t(`nav.${item.key}`)}>
                    <item.icon size={18} aria-hidden="true" />
                    <span className="sidenav__label">{t(`nav.${item.key}`)}</span>
                  </NavLink>
                </Hint>
              ))}
          </div>
        ))}
      </div>
      <div className="sidenav__footer">
        <Button variant="ghost" block onPress={onToggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} tooltip={t('nav.expand')} tooltipHidden={!collapsed} aria-expanded={!collapsed}>
          {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          {!collapsed && <span className="sidenav__label">{t('nav.collapse')}</span>}
        </Button>
      </div>
    </nav>
  );
}
