// A form field's settings: its kind, label, name and whether it is required, then what its kind
// takes — the choices of a list or group, a number's bounds, where a hidden field is filled from.
import { useTranslation } from 'react-i18next';
import { CHOICE_KINDS, fieldNameTaken, FILE_KIND_KEYS, FILE_MAX_MB, HIDDEN_SOURCES, INPUT_TYPES, type Widget } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { currentTree } from '../../state/currentTree';
import { CfgCheck, CfgNumber, CfgSelect, CfgText, Section } from '../fields';
import { OptionsEditor } from './ListPanels';

/** Kinds the visitor types into: they show a placeholder. */
const TYPED: readonly string[] = ['text', 'phone', 'email', 'textarea', 'number'];

export function FormFieldPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { editor } = useEditorServices();
  const kind = typeof w.cfg.inputType === 'string' ? w.cfg.inputType : 'text';
  // The engine refuses a name another field of the form has; said here, under the field, at once.
  const nameFree = (v: string) => (fieldNameTaken(currentTree(editor.getState()), w.id, v) ? t('errors.widget.duplicateFieldName') : null);
  const numberOrEmpty = (v: string) => (v.trim() === '' || Number.isFinite(Number(v.replace(',', '.'))) ? null : t('field.notNumber'));
  return (
    <Section title={t('panels.formField')}>
      <CfgSelect w={w} path="inputType" label={t('field.type')} options={INPUT_TYPES.map((i) => ({ value: i, label: t(`field.types.${i}`) }))} />
      <CfgText w={w} path="label" label={t('field.label')} />
      <CfgText w={w} path="name" label={t('field.name')} validate={nameFree} />
      {TYPED.includes(kind) && <CfgText w={w} path="placeholder" label={t('field.placeholder')} />}
      {kind !== 'hidden' && <CfgCheck w={w} path="required" label={t('field.required')} />}
      {(CHOICE_KINDS as readonly string[]).includes(kind) && <OptionsEditor w={w} />}
      {kind === 'number' && (
        <>
          <CfgText w={w} path="min" label={t('field.min')} validate={numberOrEmpty} />
          <CfgText w={w} path="max" label={t('field.max')} validate={numberOrEmpty} />
          <CfgText w={w} path="step" label={t('field.step')} validate={numberOrEmpty} />
        </>
      )}
      {kind === 'file' && <FileOptions w={w} />}
      {kind === 'hidden' && (
        <>
          <CfgSelect w={w} path="source" label={t('field.source')} options={HIDDEN_SOURCES.map((s) => ({ value: s, label: t(`field.sources.${s}`) }))} />
          {w.cfg.source === 'query' && <CfgText w={w} path="param" label={t('field.param')} placeholder="promo" mono />}
          <p className="ed-muted">{t('field.hiddenHint')}</p>
        </>
      )}
    </Section>
  );
}

/** A file field's kinds of file (at least one) and its size limit (up to FILE_MAX_MB). */
function FileOptions({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const accept = Array.isArray(w.cfg.accept) ? w.cfg.accept.filter((k): k is string => typeof k === 'string') : [];
  const toggle = (k: string, on: boolean) => {
    const next = FILE_KIND_KEYS.filter((x) => (x === k ? on : accept.includes(x)));
    // The last kind cannot be unticked: a file field that takes nothing could never be answered.
    if (next.length > 0) run({ type: 'widget.param.set', id: w.id, path: 'accept', value: next });
  };
  return (
    <>
      <fieldset className="ed-fieldset">
        <legend className="ed-muted">{t('field.fileKinds')}</legend>
        {FILE_KIND_KEYS.map((k) => (
          <label key={k} className="ed-check">
            <input type="checkbox" checked={accept.includes(k)} onChange={(e) => toggle(k, e.target.checked)} />
            <span>{k.toUpperCase()}</span>
          </label>
        ))}
      </fieldset>
      <CfgNumber w={w} path="maxMb" label={t('field.maxMb', { max: FILE_MAX_MB })} min={1} />
      {typeof w.cfg.maxMb === 'number' && w.cfg.maxMb > FILE_MAX_MB && <p className="ed-muted" role="note">{t('field.maxMbCapped', { max: FILE_MAX_MB })}</p>}
    </>
  );
}
