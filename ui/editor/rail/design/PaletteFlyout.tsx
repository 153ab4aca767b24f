// The page's palette (SPEC §2 "palette (active and editing)"): which of the account's palettes the
// page uses, and that palette's colours, edited in place. Colours are the page's variables
// (--color-1, --color-2, …), so every widget that uses them follows at once. A copy is made on the
// server (it gives the id); every edit is an engine event the design library machine stores.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import type { Palette } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { useEditorSelector } from '../../state/hooks';
import { ColorInput } from '../../panels/ColorInput';
import { TextField } from '../../panels/fields';
import { useGesture } from '../../panels/useGesture';
import { Choice, LibraryState } from './Choice';
import { useLibraryActions } from './useLibrary';

function ColorRow({ palette, index }: { palette: Palette; index: number }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const { run, editor } = useEditorServices();
  const gesture = useGesture(editor);
  const c = palette.colors[index];
  const setColors = (colors: Palette['colors']) => run({ type: 'palette.update', id: palette.id, colors });
  const patch = (p: Partial<Palette['colors'][number]>) => setColors(palette.colors.map((x, j) => (j === index ? { ...x, ...p } : x)));
  const name = t('palette.colorName', { n: index + 1, title: c.title });
  return (
    <li className="ed-items__row" aria-label={name}>
      <div className="ed-items__fields">
        <label className="ed-field__label" htmlFor={id}>{t('palette.colorLabel', { n: index + 1 })} <code>var(--color-{index + 1})</code></label>
        <ColorInput id={id} label={name} value={c.value} gesture={gesture} swatches={false} onCommit={(value) => value !== '' && patch({ value })} />
        <TextField label={t('palette.colorTitle')} value={c.title} onCommit={(title) => patch({ title })} />
      </div>
      <div className="ed-items__tools">
        <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('list.remove', { name })} title={t('list.remove', { name })}
          disabled={palette.colors.length <= 1} onClick={() => setColors(palette.colors.filter((_x, j) => j !== index))}><Trash2 size={14} /></button>
      </div>
    </li>
  );
}

export function PaletteFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const library = useLibraryActions('palette');
  const palettes = useEditorSelector((s) => s.doc.library.palettes);
  const active = useEditorSelector((s) => s.doc.globals.paletteId);
  const current = palettes.find((p) => p.id === active);

  return (
    <div className="ed-fly__scroll ed-fly__pad" data-testid="palette-flyout">
      <h3 className="ed-fly__h">{t('palette.active')}</h3>
      {palettes.length === 0 && <p className="ed-muted">{t('palette.none')}</p>}
      {palettes.map((p) => (
        <Choice key={p.id} active={p.id === active} title={p.title} onPick={() => run({ type: 'globals.set', patch: { paletteId: p.id } })}>
          <span className="ed-swatches">{p.colors.map((c, i) => <span key={i} className="ed-swatch" style={{ background: c.value }} title={c.title} />)}</span>
        </Choice>
      ))}
      {current !== undefined && (
        <section className="ed-fly__edit" aria-label={t('palette.editing', { title: current.title })}>
          <h3 className="ed-fly__h">{t('palette.editing', { title: current.title })}</h3>
          <TextField label={t('palette.title')} value={current.title} onCommit={(title) => title.trim() !== '' && run({ type: 'palette.update', id: current.id, title: title.trim() })} />
          <ol className="ed-items__list">{current.colors.map((_c, i) => <ColorRow key={i} palette={current} index={i} />)}</ol>
          <button type="button" className="btn btn--secondary btn--sm btn--block"
            onClick={() => run({ type: 'palette.update', id: current.id, colors: [...current.colors, { value: '#64748b', title: t('palette.newColor', { n: current.colors.length + 1 }) }] })}>
            <Plus size={14} /> {t('palette.addColor')}
          </button>
          <div className="ed-grid2">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void library.createAndUse({ clone_of: current.id })}><Copy size={14} /> {t('library.copy')}</button>
            <button type="button" className="btn btn--secondary btn--sm" disabled={palettes.length <= 1} onClick={() => library.remove(current.id, palettes)}><Trash2 size={14} /> {t('library.delete')}</button>
          </div>
          <p className="ed-muted">{t('palette.hint')}</p>
        </section>
      )}
      <LibraryState />
    </div>
  );
}
