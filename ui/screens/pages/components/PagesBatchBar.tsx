import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import FolderInput from 'lucide-react/icons/folder-input';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';
import { BatchBar } from '../../../components/BatchBar';
import { Button } from '../../../components/Button';
import type { FolderItem } from '../data/types';

export interface PagesBatchBarProps {
  count: number;
  folders: readonly FolderItem[];
  canMove: boolean;
  canDelete: boolean;
  canTransfer: boolean;
  onMove: (folder: number | null) => void;
  onDelete: () => void;
  onTransfer: () => void;
  onClear: () => void;
}

/** The pages list's batch actions over the selection: move to a folder, transfer, delete. */
export function PagesBatchBar({ count, folders, canMove, canDelete, canTransfer, onMove, onDelete, onTransfer, onClear }: PagesBatchBarProps) {
  const { t } = useTranslation('pages');
  return (
    <BatchBar count={count} label={t('list.selected', { count })} onClear={onClear}>
      {canMove && (
        <MenuTrigger>
          <AriaButton className="btn btn--secondary btn--sm"><FolderInput size={14} aria-hidden="true" />{t('list.moveTo')}</AriaButton>
          <Popover className="popover" placement="top">
            <Menu className="menu" onAction={(key) => onMove(key === 'none' ? null : Number(key))}>
              <MenuItem id="none" className="menu__item">{t('list.noFolder')}</MenuItem>
              {folders.map((f) => (
                <MenuItem key={f.id} id={String(f.id)} className="menu__item" textValue={f.title}>
                  <span className="folder-dot" style={{ background: f.color }} aria-hidden="true" />{f.title}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
      {canTransfer && <Button variant="secondary" size="sm" onPress={onTransfer}><Send size={14} aria-hidden="true" />{t('list.transfer')}</Button>}
      {canDelete && <Button variant="danger" size="sm" onPress={onDelete}><Trash2 size={14} aria-hidden="true" />{t('list.remove')}</Button>}
    </BatchBar>
  );
}
