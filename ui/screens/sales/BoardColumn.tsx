// One stage of the board: its cards in a React Aria GridList that is both a drag source and a drop
// target, so a card moves by mouse (drag it onto another column) and by keyboard (its ⠿ button,
// Enter, Tab to the column, Enter). The drop hands the card to `onDrop`; the board moves it.
import { Button as AriaButton } from 'react-aria-components/Button';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { isTextDropItem, useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import GripVertical from 'lucide-react/icons/grip-vertical';
import type { Board, BoardCard, Stage } from '../../../api/routes/cdp';
import { Button } from '../../components/Button';
import { personName } from '../../lib/personName';
import { useRelativeDate } from '../../lib/useRelativeDate';

/** The drag type of a person's card; only the board's columns accept it. */
const CARD_TYPE = 'application/x-lpb-person-card';

export function BoardColumn({ stage, column, canMove, onDrop, onMore, loadingMore }: {
  stage: Stage;
  column: Board['columns'][number];
  canMove: boolean;
  onDrop: (card: BoardCard, stageId: number) => void;
  onMore: () => void;
  loadingMore: boolean;
}) {
  const { t } = useTranslation('pipelines');
  const { t: cdp } = useTranslation('cdp');
  const noName = cdp('persons.noName');
  const relative = useRelativeDate();
  const { dragAndDropHooks } = useDragAndDrop<BoardCard>({
    getItems: (keys) => [...keys].flatMap((key) => {
      const card = column.persons.find((p) => p.id === Number(key));
      return card ? [{ [CARD_TYPE]: JSON.stringify(card), 'text/plain': personName(card, noName) }] : [];
    }),
    acceptedDragTypes: [CARD_TYPE],
    getDropOperation: () => 'move',
    onRootDrop: async (e) => {
      const texts = await Promise.all(e.items.filter(isTextDropItem).map((item) => item.getText(CARD_TYPE)));
      for (const text of texts) onDrop(JSON.parse(text) as BoardCard, stage.id);
    },
    isDisabled: !canMove,
  });
  const left = column.total - column.persons.length;
  return (
    <section className="board-column" aria-labelledby={`stage-${stage.id}`} data-testid="board-column" data-stage={stage.title}>
      <header className="board-column__head">
        <h2 id={`stage-${stage.id}`} className="board-column__title"><span className={`stage-dot stage-dot--${stage.color}`} aria-hidden="true" />{stage.title}</h2>
        <span className="badge" title={t('board.count', { count: column.total })} data-testid="column-total">{column.total}</span>
      </header>
      <GridList
        aria-label={t('board.column', { title: stage.title })}
        className="board-column__cards"
        items={column.persons}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => <p className="board-column__empty">{t('board.emptyColumn')}</p>}
      >
        {(card) => {
          const name = personName(card, noName);
          return (
            <GridListItem id={card.id} textValue={name} className="board-card" data-testid="board-card">
              {canMove && <AriaButton slot="drag" className="board-card__grip" aria-label={t('board.move', { name })}><GripVertical size={14} aria-hidden="true" /></AriaButton>}
              <div className="board-card__body">
                <Link to={`/persons/${card.id}`} className="board-card__name">{name}</Link>
                <span className="board-card__meta">{[card.email, card.phone].filter(Boolean).join(' · ') || t('board.noContacts')}</span>
                <span className="board-card__meta">{t('board.activity', { at: relative(card.last_activity) })}</span>
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      {left > 0 && <Button variant="ghost" size="sm" block pending={loadingMore} onPress={onMore}>{t('board.more', { count: left })}</Button>}
    </section>
  );
}
