// An ordered list of items in a Settings panel (menu items, social links, tab names, images, slides,
// dropdown options): each row has its own fields and up / down / remove buttons; one button adds an
// item. The owner turns each change into ONE engine event (or one transaction), so every row edit
// is one undo step. Buttons, not drag and drop, so the keyboard does everything.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';

export interface ListEditorProps<T> {
  readonly items: readonly T[];
  /** What a row is called in its buttons' labels: 'Пункт 2', 'Вкладка «Цены»'. */
  readonly rowName: (item: T, index: number) => string;
  readonly renderRow: (item: T, index: number) => ReactNode;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (index: number) => void;
  readonly onAdd?: () => void;
  readonly addLabel?: string;
  /** Rows that must stay (a tab widget keeps one tab). */
  readonly min?: number;
  readonly empty?: string;
  readonly testId?: string;
}

export function ListEditor<T>({ items, rowName, renderRow, onMove, onRemove, onAdd, addLabel, min = 0, empty, testId }: ListEditorProps<T>) {
  const { t } = useTranslation('editor');
  return (
    <div className="ed-items" data-testid={testId}>
      {items.length === 0 && empty !== undefined && <p className="ed-muted">{empty}</p>}
      {items.length > 0 && (
        <ol className="ed-items__list">
          {items.map((item, i) => {
            const name = rowName(item, i);
            return (
              // Index keys: rows have no ids of their own, and their fields re-read the value they show.
              <li key={i} className="ed-items__row" aria-label={name}>
                <div className="ed-items__fields">{renderRow(item, i)}</div>
                <div className="ed-items__tools">
                  <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('list.up', { name })} title={t('list.up', { name })}
                    disabled={i === 0} onClick={() => onMove(i, i - 1)}><ArrowUp size={14} /></button>
                  <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('list.down', { name })} title={t('list.down', { name })}
                    disabled={i === items.length - 1} onClick={() => onMove(i, i + 1)}><ArrowDown size={14} /></button>
                  <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('list.remove', { name })} title={t('list.remove', { name })}
                    disabled={items.length <= min} onClick={() => onRemove(i)}><Trash2 size={14} /></button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {onAdd !== undefined && (
        <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={onAdd}><Plus size={14} /> {addLabel}</button>
      )}
    </div>
  );
}

/** The list with one item moved from `from` to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const replaced = <T,>(items: readonly T[], index: number, item: T): T[] => items.map((x, i) => (i === index ? item : x));
export const removed = <T,>(items: readonly T[], index: number): T[] => items.filter((_x, i) => i !== index);
