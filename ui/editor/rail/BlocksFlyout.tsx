// Ready blocks by category, from the template collections API. The list carries covers and titles
// only; a block's content is fetched when it is clicked (in the page's language, kept per block) and
// inserted as one undo entry.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import BookmarkPlus from 'lucide-react/icons/bookmark-plus';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { toasts } from '../../lib/toasts';
import { isEngineError } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useSelection } from '../state/hooks';
import { insertBlock } from './insertBlock';

/** SPEC §3 block categories, in the order the add panel shows them. */
export const BLOCK_CATEGORIES = ['empty', 'empty_wide', 'menu', 'first_screen', 'benefit', 'products', 'identification', 'evidence', 'objections', 'about', 'conversion', 'reviews', 'price', 'stages', 'team', 'footer', 'modal'] as const;

export function BlocksFlyout({ onSaveBlock }: { onSaveBlock: () => void }) {
  const { t } = useTranslation('editor');
  const { port, editor, run, contentLang } = useEditorServices();
  const queryClient = useQueryClient();
  const selection = useSelection();
  /** The block whose content is being fetched: every block waits meanwhile, so one click inserts one block. */
  const [fetching, setFetching] = useState<number | null>(null);
  const [collection, setCollection] = useState<number | null>(null);
  const [category, setCategory] = useState<string>('');
  const collections = useQuery({ queryKey: ['editor', 'blockCollections'], queryFn: () => port.blockCollections() });
  const current = collection ?? collections.data?.[0]?.id ?? null;
  const blocks = useQuery({ queryKey: ['editor', 'blocks', current], queryFn: () => port.blocks(current ?? 0), enabled: current !== null });
  const shown = (blocks.data ?? []).filter((b) => category === '' || b.category === category);
  const present = new Set((blocks.data ?? []).map((b) => b.category));

  const insert = async (blockId: number) => {
    setFetching(blockId);
    try {
      // A ready block's content never changes while the editor is open: fetched once per block and language.
      const data = await queryClient.fetchQuery({
        queryKey: ['editor', 'blockContent', blockId, contentLang], queryFn: () => port.blockContent(blockId, contentLang), staleTime: Infinity,
      });
      const ids = insertBlock(editor, data);
      if (ids[0] !== undefined) run({ type: 'selection.set', ids: [ids[0]] });
    } catch (err) {
      toasts.show('danger', isEngineError(err) ? err.reasons.join('; ') : t('blocks.insertFailed'));
    } finally {
      setFetching(null);
    }
  };

  return (
    <div className="ed-fly__scroll">
      <div className="ed-fly__pad">
        <button type="button" className="btn btn--secondary btn--sm btn--block" disabled={selection.length !== 1} onClick={onSaveBlock}>
          <BookmarkPlus size={16} /> {t('blocks.saveSelected')}
        </button>
        {(collections.data?.length ?? 0) > 1 && (
          <select className="ed-input" aria-label={t('blocks.collection')} value={current ?? ''} onChange={(e) => setCollection(Number(e.target.value))}>
            {collections.data?.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
          </select>
        )}
        <select className="ed-input" aria-label={t('blocks.category')} value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{t('blocks.all')}</option>
          {BLOCK_CATEGORIES.filter((c) => present.has(c)).map((c) => <option key={c} value={c}>{t(`blocks.categories.${c}`)}</option>)}
        </select>
      </div>
      {collections.isError || blocks.isError ? (
        <p className="ed-muted ed-fly__pad">{t('blocks.unavailable')}</p>
      ) : blocks.isLoading || collections.isLoading ? (
        <div className="ed-fly__pad">{[1, 2, 3].map((i) => <div key={i} className="ed-block ed-skel" />)}</div>
      ) : shown.length === 0 ? (
        <p className="ed-muted ed-fly__pad">{t('blocks.empty')}</p>
      ) : (
        <div className="ed-fly__pad ed-blocks">
          {shown.map((b) => (
            <button
              key={b.id} type="button" className="ed-block" data-testid="ready-block"
              disabled={fetching !== null} aria-busy={fetching === b.id} onClick={() => void insert(b.id)}
            >
              {b.cover === '' ? <span className="ed-block__nocover"><LayoutGrid size={24} /></span> : <img src={b.cover} alt="" loading="lazy" />}
              <span className="ed-block__title">{b.title}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
