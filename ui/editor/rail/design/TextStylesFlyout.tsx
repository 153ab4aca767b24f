// Text styles (SPEC §3 "Text style: code, title, params"; §9 codes are random numbers up to 10000,
// picked by the engine): create, rename, edit the parameters, apply to the selected widget, delete.
// They belong to the page (its globals) and are saved with its draft.
import { useTranslation } from 'react-i18next';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import type { TextStyle } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { useEditorSelector, useSelectedWidget } from '../../state/hooks';
import { TextField } from '../../panels/fields';
import { DeclFields, TEXT_PROPS, withDecl } from './DeclFields';

function StyleCard({ style, open }: { style: TextStyle; open: boolean }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const w = useSelectedWidget();
  const applied = w !== undefined && w.cfg.textStyle === style.code;
  return (
    <details className="ed-card" open={open} data-testid="text-style">
      <summary className="ed-card__head">
        <span className="ed-card__title" style={{ fontSize: style.params.fontSize, fontWeight: style.params.fontWeight }}>{style.title}</span>
        <span className="ed-muted">{t('textStyles.code', { code: style.code })}</span>
      </summary>
      <div className="ed-card__body">
        <TextField label={t('textStyles.title')} value={style.title} onCommit={(title) => title.trim() !== '' && run({ type: 'textStyle.update', code: style.code, title: title.trim() })} />
        <DeclFields decl={style.params} props={TEXT_PROPS}
          onSet={(prop, value) => run({ type: 'textStyle.update', code: style.code, params: withDecl(style.params, prop, value) })} />
        <button type="button" className="btn btn--secondary btn--sm btn--block" disabled={w === undefined}
          onClick={() => w && run(applied ? { type: 'widget.param.delete', id: w.id, path: 'textStyle' } : { type: 'widget.param.set', id: w.id, path: 'textStyle', value: style.code })}>
          {applied ? <><Check size={14} /> {t('textStyles.remove')}</> : t('textStyles.apply')}
        </button>
        {w === undefined && <p className="ed-muted">{t('textStyles.selectFirst')}</p>}
        <button type="button" className="btn btn--ghost btn--sm ed-danger-text" onClick={() => run({ type: 'textStyle.delete', code: style.code })}>
          <Trash2 size={14} /> {t('textStyles.delete')}
        </button>
      </div>
    </details>
  );
}

export function TextStylesFlyout() {
  const { t } = useTranslation('editor');
  const { run, editor } = useEditorServices();
  const styles = useEditorSelector((s) => s.doc.globals.textStyles);
  const last = styles.at(-1)?.code;
  const create = () => {
    const before = new Set(editor.getState().doc.globals.textStyles.map((s) => s.code));
    // No code: the engine picks a free random one (SPEC §9).
    run({ type: 'textStyle.create', title: t('textStyles.newTitle', { n: styles.length + 1 }), params: { fontSize: '18px', fontWeight: '600', lineHeight: '1.4' } });
    return editor.getState().doc.globals.textStyles.find((s) => !before.has(s.code));
  };
  return (
    <div className="ed-fly__scroll ed-fly__pad" data-testid="text-styles-flyout">
      <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={() => void create()}>
        <Plus size={16} /> {t('textStyles.create')}
      </button>
      {styles.length === 0 && <p className="ed-muted">{t('textStyles.none')}</p>}
      {styles.map((s) => <StyleCard key={s.code} style={s} open={s.code === last} />)}
    </div>
  );
}
