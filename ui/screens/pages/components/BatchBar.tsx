import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FolderInput, Send, Trash2, X } from 'lucide-react';
import { Button } from '../../../components/Button';
import type { FolderItem } from '../data/types';

export interface BatchBarProps {
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

/** Shown while rows are selected (UI.md): the batch actions over the selection. */
export function BatchBar({ count, folders, canMove, canDelete, canTransfer, onMove, onDelete, onTransfer, onClear }: BatchBarProps) {
  const { t } = useTranslation('pages');
  if (count === 0) return null;
  return (
    <div className="batch-bar" role="region" aria-label={t('list.selected', { count })} data-testid="batch-bar">
      <span className="grow">{t('list.selected', { count })}</span>
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
      <Button variant="ghost" size="sm" icon aria-label={t('list.clearSelection')} onPress={onClear}><X size={16} color="#fff" /></Button>
    </div>
  );
}
