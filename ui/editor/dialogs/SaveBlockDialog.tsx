// Save-ready-block dialog (SPEC §2, §3 Block, §5): name, cover, category, collection and course flag.
// Cover and title are required; a taken title gives 'Блок с таким именем уже существует'.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ImagePlus from 'lucide-react/icons/image-plus';
import { AppDialog } from '../../components/AppDialog';
import { toasts } from '../../lib/toasts';
import { snapshot, type Widget } from '../engine';
import { DuplicateNameError } from '../data/port';
import { BLOCK_CATEGORIES } from '../rail/BlocksFlyout';
import { useEditorServices } from '../state/EditorContext';
import { currentTree } from '../state/hooks';
import { useMediaPicker } from './mediaPicker';

interface Node { id: number; type: string; cd: Node[]; parentId: number | null }

/** The selected widget's subtree in the stored content shape (widgets map + tree). */
function blockData(sub: ReturnType<typeof snapshot>): { version: string; widgets: Record<string, Widget>; tree: Node[] } {
  const widgets: Record<string, Widget> = {};
  const walk = (s: ReturnType<typeof snapshot>, parentId: number | null): Node => {
    widgets[s.widget.id] = { ...s.widget, parentId };
    return { id: s.widget.id, type: s.widget.type, parentId, cd: s.children.map((c) => walk(c, s.widget.id)) };
  };
  return { version: '0.2', widgets, tree: [walk(sub, null)] };
}

export function SaveBlockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('editor');
  const { editor, port } = useEditorServices();
  const pick = useMediaPicker();
  const collections = useQuery({ queryKey: ['editor', 'blockCollections'], queryFn: () => port.blockCollections() });
  const [name, setName] = useState('');
  const [cover, setCover] = useState('');
  const [category, setCategory] = useState<string>('first_screen');
  const [collection, setCollection] = useState<number | null>(null);
  const [isCourse, setIsCourse] = useState(false);
  const [touched, setTouched] = useState(false);
  const [nameTaken, setNameTaken] = useState(false);

  const save = useMutation({
    mutationFn: () => {
      const s = editor.getState();
      const id = s.selection[0];
      return port.saveBlock({
        name: name.trim(), cover, category, isCourse,
        collectionId: collection ?? collections.data?.[0]?.id ?? s.doc.globals.collectionId ?? 1,
        data: blockData(snapshot(currentTree(s), id)),
      });
    },
    onSuccess: () => {
      toasts.show('success', t('saveBlock.saved'));
      onClose();
    },
    onError: (err) => {
      if (err instanceof DuplicateNameError) setNameTaken(true);
      else toasts.show('danger', t('saveBlock.failed'));
    },
  });

  const nameError = touched && name.trim() === '' ? t('common.required') : nameTaken ? t('saveBlock.nameTaken') : null;
  const coverError = touched && cover === '' ? t('common.required') : null;
  const submit = () => {
    setTouched(true);
    if (name.trim() !== '' && cover !== '') save.mutate();
  };

  return (
    <AppDialog isOpen onClose={onClose} title={t('saveBlock.title')} wide testId="save-block-dialog"
      actions={<>
        <button type="button" className="btn btn--secondary" onClick={onClose}>{t('common.cancel')}</button>
        <button type="button" className="btn" onClick={submit} disabled={save.isPending}>{t('saveBlock.save')}</button>
      </>}>
      <form className="ed-form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <div className="ed-field">
          <label className="ed-field__label" htmlFor="sb-name">{t('saveBlock.name')}</label>
          <input id="sb-name" className="ed-input" value={name} aria-invalid={nameError !== null || undefined} onBlur={() => setTouched(true)}
            onChange={(e) => { setName(e.target.value); setNameTaken(false); }} />
          {nameError && <p className="ed-field__error" role="alert">{nameError}</p>}
        </div>
        <div className="ed-field">
          <span className="ed-field__label">{t('saveBlock.cover')}</span>
          <div className="ed-cover">
            {cover === '' ? <span className="ed-cover__empty">{t('saveBlock.noCover')}</span> : <img src={cover} alt="" />}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void pick().then((m) => m && setCover(m.url))}><ImagePlus size={16} /> {t('saveBlock.chooseCover')}</button>
          </div>
          {coverError && <p className="ed-field__error" role="alert">{coverError}</p>}
        </div>
        <div className="ed-grid2">
          <div className="ed-field">
            <label className="ed-field__label" htmlFor="sb-cat">{t('saveBlock.category')}</label>
            <select id="sb-cat" className="ed-input" value={category} onChange={(e) => setCategory(e.target.value)}>
              {BLOCK_CATEGORIES.map((c) => <option key={c} value={c}>{t(`blocks.categories.${c}`)}</option>)}
            </select>
          </div>
          <div className="ed-field">
            <label className="ed-field__label" htmlFor="sb-coll">{t('saveBlock.collection')}</label>
            <select id="sb-coll" className="ed-input" value={collection ?? collections.data?.[0]?.id ?? ''} onChange={(e) => setCollection(Number(e.target.value))}>
              {(collections.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
            </select>
          </div>
        </div>
        <label className="ed-check"><input type="checkbox" checked={isCourse} onChange={(e) => setIsCourse(e.target.checked)} /><span>{t('saveBlock.course')}</span></label>
      </form>
    </AppDialog>
  );
}
