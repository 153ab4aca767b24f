import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Copy from 'lucide-react/icons/copy';
import Link2 from 'lucide-react/icons/link-2';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import Unlink from 'lucide-react/icons/unlink';
import type { PluginView } from './types';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import { KIND_LAYOUT } from './kinds';

export type PluginAction = 'edit' | 'clone' | 'remove' | 'attach' | 'detach' | 'up' | 'down';

export interface PluginCardProps {
  plugin: PluginView;
  /** Whether the plugin applies to the page the board is opened for. */
  onThisPage: boolean;
  first: boolean;
  last: boolean;
  onToggle: (enabled: boolean) => void;
  onShowPages: () => void;
  onAction: (action: PluginAction) => void;
}

export function PluginCard({ plugin, onThisPage, first, last, onToggle, onShowPages, onAction }: PluginCardProps) {
  const { t } = useTranslation('pages');
  const Icon = KIND_LAYOUT[plugin.kind].icon;
  return (
    <article className="plugin-card" data-testid="plugin-card">
      <div className="row-between">
        <div className="plugin-card__icon" aria-hidden="true"><Icon size={18} /></div>
        <Switch isSelected={plugin.enabled} onChange={onToggle} aria-label={t('plugins.enabled')} />
      </div>
      <div>
        <h3>{plugin.name || t(`plugins.kinds.${plugin.kind}`)}</h3>
        <div className="subtle">{t(`plugins.kinds.${plugin.kind}`)}{plugin.counter ? ` · ${plugin.counter}` : ''}</div>
      </div>
      <div className="row">
        <span className={plugin.enabled ? 'badge badge--success' : 'badge'}>{plugin.enabled ? t('plugins.on') : t('plugins.off')}</span>
        <Button variant="ghost" size="sm" onPress={onShowPages}>
          {plugin.all_pages ? t('plugins.allPages') : t('plugins.pagesCount', { count: plugin.pages.length })}
        </Button>
      </div>
      <div className="row" style={{ marginTop: 'auto' }}>
        <Button variant="secondary" size="sm" onPress={() => onAction('edit')}><Pencil size={14} aria-hidden="true" />{t('common.edit')}</Button>
        {!plugin.all_pages && (
          <Button variant="ghost" size="sm" onPress={() => onAction(onThisPage ? 'detach' : 'attach')}>
            {onThisPage ? <Unlink size={14} aria-hidden="true" /> : <Link2 size={14} aria-hidden="true" />}
            {onThisPage ? t('plugins.detach') : t('plugins.attach')}
          </Button>
        )}
        <MenuTrigger>
          <Button variant="ghost" size="sm" icon aria-label={t('plugins.more', { name: plugin.name })}><MoreHorizontal size={16} /></Button>
          <Popover className="popover" placement="bottom end">
            <Menu className="menu" onAction={(key) => onAction(key as PluginAction)}>
              {!first && <MenuItem id="up" className="menu__item"><ArrowUp size={14} aria-hidden="true" />{t('plugins.up')}</MenuItem>}
              {!last && <MenuItem id="down" className="menu__item"><ArrowDown size={14} aria-hidden="true" />{t('plugins.down')}</MenuItem>}
              <MenuItem id="clone" className="menu__item"><Copy size={14} aria-hidden="true" />{t('plugins.clone')}</MenuItem>
              <MenuItem id="remove" className="menu__item"><Trash2 size={14} aria-hidden="true" />{t('common.delete')}</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </article>
  );
}
