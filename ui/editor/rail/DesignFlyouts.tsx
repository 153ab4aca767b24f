// Design system, font pairs, text styles and the palette (active and editing), from the page's
// library and globals. Every change is an engine event (globals.set, palette.update, …).
import { useTranslation } from 'react-i18next';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector, useSelectedWidget } from '../state/hooks';
import { useGesture } from '../panels/useGesture';

function Choice({ active, title, onPick, children }: { active: boolean; title: string; onPick: () => void; children?: React.ReactNode }) {
  return (
    <button type="button" className="ed-choice" aria-pressed={active} onClick={onPick}>
      <span className="ed-choice__title">{title}</span>
      {children}
      {active && <Check size={16} className="ed-choice__on" aria-hidden="true" />}
    </button>
  );
}

export function DesignFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const designs = useEditorSelector((s) => s.doc.library.designs);
  const active = useEditorSelector((s) => s.doc.globals.designId);
  if (designs.length === 0) return <p className="ed-muted ed-fly__pad">{t('design.none')}</p>;
  return (
    <div className="ed-fly__scroll ed-fly__pad">
      {designs.map((d) => (
        <Choice key={d.id} active={d.id === active} title={d.title} onPick={() => run({ type: 'globals.set', patch: { designId: d.id } })}>
          <span className="ed-muted">{t('design.classes', { count: d.classes.length })}</span>
        </Choice>
      ))}
    </div>
  );
}

export function FontsFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const presets = useEditorSelector((s) => s.doc.library.fontPresets);
  const active = useEditorSelector((s) => s.doc.globals.fontId);
  if (presets.length === 0) return <p className="ed-muted ed-fly__pad">{t('fonts.none')}</p>;
  return (
    <div className="ed-fly__scroll ed-fly__pad">
      {presets.map((p) => (
        <Choice key={p.id} active={p.id === active} title={p.title} onPick={() => run({ type: 'globals.set', patch: { fontId: p.id } })}>
          {Object.entries(p.fonts).map(([code, family]) => <span key={code} className="ed-font" style={{ fontFamily: family }}>{code}: {family}</span>)}
        </Choice>
      ))}
    </div>
  );
}

export function TextStylesFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const styles = useEditorSelector((s) => s.doc.globals.textStyles);
  const w = useSelectedWidget();
  return (
    <div className="ed-fly__scroll ed-fly__pad">
      <button type="button" className="btn btn--secondary btn--sm btn--block"
        // The engine picks the random code (SPEC §9) when none is given; the event type still marks it required.
        onClick={() => run({ type: 'textStyle.create', code: undefined as unknown as number, title: t('textStyles.newTitle', { n: styles.length + 1 }), params: { fontSize: '18px', fontWeight: '600' } })}>
        <Plus size={16} /> {t('textStyles.create')}
      </button>
      {styles.length === 0 && <p className="ed-muted">{t('textStyles.none')}</p>}
      {styles.map((s) => (
        <div key={s.code} className="ed-choice">
          <button type="button" className="ed-choice__title ed-linkbtn" style={{ fontSize: s.params.fontSize, fontWeight: s.params.fontWeight }} disabled={w === undefined}
            title={t('textStyles.apply')} onClick={() => w && run({ type: 'widget.param.set', id: w.id, path: 'textStyle', value: s.code })}>{s.title}</button>
          <button type="button" className="btn btn--ghost btn--icon btn--sm" aria-label={t('textStyles.delete')} onClick={() => run({ type: 'textStyle.delete', code: s.code })}><Trash2 size={14} /></button>
        </div>
      ))}
    </div>
  );
}

export function PaletteFlyout() {
  const { t } = useTranslation('editor');
  const { run, editor } = useEditorServices();
  // Dragging in a colour picker is one undo entry.
  const gesture = useGesture(editor);
  const palettes = useEditorSelector((s) => s.doc.library.palettes);
  const active = useEditorSelector((s) => s.doc.globals.paletteId);
  const current = palettes.find((p) => p.id === active);
  return (
    <div className="ed-fly__scroll ed-fly__pad">
      <h3 className="ed-fly__h">{t('palette.active')}</h3>
      {palettes.length === 0 && <p className="ed-muted">{t('palette.none')}</p>}
      {palettes.map((p) => (
        <Choice key={p.id} active={p.id === active} title={p.title} onPick={() => run({ type: 'globals.set', patch: { paletteId: p.id } })}>
          <span className="ed-swatches">{p.colors.map((c, i) => <span key={i} className="ed-swatch" style={{ background: c.value }} title={c.title} />)}</span>
        </Choice>
      ))}
      {current !== undefined && (
        <>
          <h3 className="ed-fly__h">{t('palette.editing')}</h3>
          {current.colors.map((c, i) => (
            <label key={i} className="ed-palrow">
              <input type="color" value={/^#[0-9a-f]{6}$/i.test(c.value) ? c.value : '#000000'} aria-label={c.title} onFocus={gesture.start} onBlur={gesture.end}
                onChange={(e) => run({ type: 'palette.update', id: current.id, colors: current.colors.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })} />
              <span>{c.title}</span>
              <code>{c.value}</code>
            </label>
          ))}
        </>
      )}
    </div>
  );
}
