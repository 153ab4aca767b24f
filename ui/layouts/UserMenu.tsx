import { Button as AriaButton } from 'react-aria-components/Button';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import UserCircle from 'lucide-react/icons/circle-user';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { sessionActor } from '../app/services';
import { useCurrentUser } from '../app/useSession';

/** Profile, other sessions (switch to another stored user), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const others = useSelector(sessionActor, (s) => s.context.others);
  if (!user) return null;
  const initials = (user.user.name || user.user.email).trim().slice(0, 1).toUpperCase();
  return (
    <MenuTrigger>
      <AriaButton className="user-btn" aria-label={t('userMenu.label')} data-testid="user-menu">
        <span className="avatar" aria-hidden="true">{initials}</span>
        <span className="user-btn__name" style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.user.name || user.user.email}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </AriaButton>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu"
          onAction={(key) => {
            const k = String(key);
            if (k === 'profile') navigate('/profile');
            else if (k === 'sessions') navigate('/profile#sessions');
            else if (k === 'logout') sessionActor.send({ type: 'LOGOUT' });
            else if (k === 'add') navigate('/login');
            else if (k.startsWith('switch:')) sessionActor.send({ type: 'SWITCH_USER', token: k.slice(7) });
          }}
        >
          <MenuSection>
            <Header className="menu__header">
              <div style={{ fontWeight: 600 }}>{user.user.name}</div>
              <div className="subtle">{user.user.email}</div>
            </Header>
          </MenuSection>
          <Separator className="menu__separator" />
          <MenuItem id="profile" className="menu__item"><UserCircle size={16} aria-hidden="true" />{t('userMenu.profile')}</MenuItem>
          <MenuItem id="sessions" className="menu__item"><MonitorSmartphone size={16} aria-hidden="true" />{t('userMenu.sessions')}</MenuItem>
          {others.length > 0 && (
            <MenuSection>
              <Header className="menu__header subtle">{t('userMenu.switchTo')}</Header>
              {others.map((o) => (
                <MenuItem key={o.token} id={`switch:${o.token}`} className="menu__item" textValue={o.user.email}>
                  <Users size={16} aria-hidden="true" />
                  {o.user.name || o.user.email}
                </MenuItem>
              ))}
            </MenuSection>
          )}
          <MenuItem id="add" className="menu__item" data-testid="add-account"><UserPlus size={16} aria-hidden="true" />{t('userMenu.addAccount')}</MenuItem>
          <Separator className="menu__separator" />
          <MenuItem id="logout" className="menu__item" data-testid="logout"><LogOut size={16} aria-hidden="true" />{t('userMenu.logout')}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
