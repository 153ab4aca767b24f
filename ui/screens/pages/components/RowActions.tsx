import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import Copy from 'lucide-react/icons/copy';
import FlaskConical from 'lucide-react/icons/flask-conical';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Rocket from 'lucide-react/icons/rocket';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '../../../components/Button';
import type { PageItem } from '../data/types';

export type PageAction = 'edit' | 'publish' | 'stop' | 'settings' | 'campaign' | 'copy' | 'transfer' | 'remove';

export interface RowActionsProps {
  page: PageItem;
  can: { publish: boolean; create: boolean; delete: boolean; settings: boolean; transfer: boolean };
  onAction: (page: PageItem, action: PageAction) => void;
}

/** The per-row actions of SPEC §2: open in editor, publish or stop, and a menu with the rest. */
export function RowActions({ page, can, onAction }: RowActionsProps) {
  const { t } = useTranslation('pages');
  const published = page.status === 'published';
  return (
    <div className="row" style={{ justifyContent: 'flex-end' }}>
      {can.publish && (
        <Button variant="secondary" size="sm" tooltip={published ? t('list.stop') : t('list.publish')} onPress={() => onAction(page, published ? 'stop' : 'publish')}>
          {published ? <Pause size={14} aria-hidden="true" /> : <Rocket size={14} aria-hidden="true" />}
          {/* Under 1440 px the label is only read out (pages.css), so the row's actions fit the card. */}
          <span className="row-action__label">{published ? t('list.stop') : t('list.publish')}</span>
        </Button>
      )}
      <Button variant="ghost" size="sm" icon aria-label={t('list.editIn', { name: page.name || page.title })} onPress={() => onAction(page, 'edit')}>
        <Pencil size={15} />
      </Button>
      <MenuTrigger>
        <Button variant="ghost" size="sm" icon aria-label={t('list.more', { name: page.name })}>
          <MoreHorizontal size={16} />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => onAction(page, key as PageAction)}>
            {can.settings && <MenuItem id="settings" className="menu__item"><Settings size={14} aria-hidden="true" />{t('list.settings')}</MenuItem>}
            <MenuItem id="campaign" className="menu__item"><FlaskConical size={14} aria-hidden="true" />{t('list.campaign')}</MenuItem>
            {can.create && <MenuItem id="copy" className="menu__item"><Copy size={14} aria-hidden="true" />{t('list.copy')}</MenuItem>}
            {can.transfer && <MenuItem id="transfer" className="menu__item"><Send size={14} aria-hidden="true" />{t('list.transfer')}</MenuItem>}
            {can.delete && <Separator className="menu__separator" />}
            {can.delete && <MenuItem id="remove" className="menu__item" textValue={t('list.remove')}><Trash2 size={14} aria-hidden="true" /><span style={{ color: 'var(--color-danger)' }}>{t('list.remove')}</span></MenuItem>}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
