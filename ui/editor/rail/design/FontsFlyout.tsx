// Font pairs (SPEC §2 "font pairs"): which of the account's pairs the page uses, and the pair's
// heading and body fonts. Text refers to the pair through var(--font-heading) / var(--font-body),
// so a change of the pair or of its fonts restyles the page at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import Trash2 from 'lucide-react/icons/trash';
import { FONT_CHOICES, FONT_CODES, type FontPreset } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { useEditorSelector } from '../../state/hooks';
import { useLang } from '../../state/lang';
import { Row, TextField } from '../../panels/fields';
import { Choice, LibraryState } from './Choice';
import { useLibraryActions } from './useLibrary';

function FontSelect({ preset, code }: { preset: FontPreset; code: string }) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  const id = useId();
  const { run } = useEditorServices();
  const value = preset.fonts[code] ?? '';
  return (
    <Row label={t(`fonts.code.${code}`, { defaultValue: code })} htmlFor={id}>
      <select id={id} className="ed-input" value={value} onChange={(e) => run({ type: 'fontPreset.update', id: preset.id, code, value: e.target.value })}>
        {FONT_CHOICES.map((f) => <option key={f.value} value={f.value}>{f.title[lang]}</option>)}
        {!FONT_CHOICES.some((f) => f.value === value) && <option value={value}>{value}</option>}
      </select>
    </Row>
  );
}

export function FontsFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const library = useLibraryActions('font_preset');
  const presets = useEditorSelector((s) => s.doc.library.fontPresets);
  const active = useEditorSelector((s) => s.doc.globals.fontId);
  const current = presets.find((p) => p.id === active);

  return (
    <div className="ed-fly__scroll ed-fly__pad" data-testid="fonts-flyout">
      {presets.length === 0 && <p className="ed-muted">{t('fonts.none')}</p>}
      {presets.map((p) => (
        <Choice key={p.id} active={p.id === active} title={p.title} onPick={() => run({ type: 'globals.set', patch: { fontId: p.id } })}>
          <span className="ed-font ed-font--heading" style={{ fontFamily: p.fonts.heading }}>{t('fonts.sampleHeading')}</span>
          <span className="ed-font" style={{ fontFamily: p.fonts.body }}>{t('fonts.sampleBody')}</span>
        </Choice>
      ))}
      {current !== undefined && (
        <section className="ed-fly__edit" aria-label={t('fonts.editing', { title: current.title })}>
          <h3 className="ed-fly__h">{t('fonts.editing', { title: current.title })}</h3>
          <TextField label={t('fonts.title')} value={current.title} onCommit={(title) => title.trim() !== '' && run({ type: 'fontPreset.update', id: current.id, title: title.trim() })} />
          {FONT_CODES.filter((code) => code in current.fonts).map((code) => <FontSelect key={code} preset={current} code={code} />)}
          <div className="ed-grid2">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void library.createAndUse({ clone_of: current.id })}><Copy size={14} /> {t('library.copy')}</button>
            <button type="button" className="btn btn--secondary btn--sm" disabled={presets.length <= 1} onClick={() => library.remove(current.id, presets)}><Trash2 size={14} /> {t('library.delete')}</button>
          </div>
        </section>
      )}
      <LibraryState />
    </div>
  );
}
