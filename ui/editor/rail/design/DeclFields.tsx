// Declarations of a text style or a design class (desktop), as fields: each field sets one property
// (an empty one removes it). Colour-picker drags are one gesture, so one undo entry.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleDecl } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { ColorInput } from '../../panels/ColorInput';
import { CommitInput, Row } from '../../panels/fields';
import { useFontOptions, useNamed, type Option } from '../../panels/styleFields';
import { useGesture } from '../../panels/useGesture';

export type DeclProp = 'fontFamily' | 'fontSize' | 'fontWeight' | 'lineHeight' | 'letterSpacing' | 'color' | 'backgroundColor' | 'padding' | 'borderRadius' | 'border';

export const TEXT_PROPS: readonly DeclProp[] = ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'color'];
export const CLASS_PROPS: readonly DeclProp[] = ['fontFamily', 'fontSize', 'fontWeight', 'color', 'backgroundColor', 'padding', 'borderRadius', 'border'];

const LABEL: Readonly<Record<DeclProp, string>> = {
  fontFamily: 'style.fontFamily', fontSize: 'style.fontSize', fontWeight: 'style.fontWeight', lineHeight: 'style.lineHeight',
  letterSpacing: 'style.letterSpacing', color: 'style.color', backgroundColor: 'style.bgColor', padding: 'style.padding',
  borderRadius: 'style.radius', border: 'style.border',
};
const PLACEHOLDER: Partial<Record<DeclProp, string>> = { fontSize: '18px', lineHeight: '1.5', letterSpacing: '0px', padding: '12px 24px', borderRadius: '8px', border: '1px solid #d1d5db' };

function Select({ label, value, options, onSet }: { label: string; value: string; options: readonly Option[]; onSet: (v: string) => void }) {
  const id = useId();
  const { t } = useTranslation('editor');
  return (
    <Row label={label} htmlFor={id}>
      <select id={id} className="ed-input" value={value} onChange={(e) => onSet(e.target.value)}>
        <option value="">{t('panel.default')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {value !== '' && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
      </select>
    </Row>
  );
}

function Field({ prop, value, onSet }: { prop: DeclProp; value: string; onSet: (v: string) => void }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGesture(editor);
  const fonts = useFontOptions();
  const weights = useNamed('weight', ['300', '400', '500', '600', '700', '800']);
  const label = t(LABEL[prop]);
  if (prop === 'fontFamily') return <Select label={label} value={value} options={fonts} onSet={onSet} />;
  if (prop === 'fontWeight') return <Select label={label} value={value} options={weights} onSet={onSet} />;
  if (prop === 'color' || prop === 'backgroundColor') {
    return <Row label={label} htmlFor={id}><ColorInput id={id} label={label} value={value} gesture={gesture} onCommit={onSet} /></Row>;
  }
  return <Row label={label} htmlFor={id}><CommitInput id={id} value={value} placeholder={PLACEHOLDER[prop]} onCommit={(v) => onSet(v.trim())} /></Row>;
}

export function DeclFields({ decl, props, onSet }: { decl: StyleDecl; props: readonly DeclProp[]; onSet: (prop: DeclProp, value: string | null) => void }) {
  return (
    <>
      {props.map((p) => (
        <Field key={p} prop={p} value={decl[p] === undefined ? '' : String(decl[p])} onSet={(v) => onSet(p, v === '' ? null : v)} />
      ))}
    </>
  );
}

/** The declarations with one property set (or removed with null). */
export function withDecl(decl: StyleDecl, prop: string, value: string | null): StyleDecl {
  const next: Record<string, string | number> = { ...decl };
  if (value === null) delete next[prop];
  else next[prop] = value;
  return next;
}
