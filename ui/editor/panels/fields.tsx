// Panel controls. Each writes one engine event: style fields to the selected screen mode
// (widget.style.set; smaller screens inherit through the engine's resolution), cfg fields to the
// widget's params (widget.param.set). A slider drag is one engine transaction, so one undo entry.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useScreen } from '../state/hooks';
import { useGesture } from './useGesture';

type StyleValue = string | number | undefined;

function useStyle(w: Widget, prop: string): { value: StyleValue; own: boolean; set: (v: string | number | null) => void } {
  const { run } = useEditorServices();
  const screen = useScreen();
  const value = resolveStyle(w.style, screen)[prop];
  const own = w.style[screen]?.[prop] !== undefined;
  return { value, own, set: (v) => run({ type: 'widget.style.set', id: w.id, screen, props: { [prop]: v === '' ? null : v } }) };
}

function Row({ label, htmlFor, own, children, error }: { label: string; htmlFor: string; own?: boolean; children: ReactNode; error?: string | null }) {
  const { t } = useTranslation('editor');
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={htmlFor}>
        {label}
        {own === false && <span className="ed-field__inherit" title={t('panel.inheritedHint')}>{t('panel.inherited')}</span>}
      </label>
      {children}
      {error ? <p className="ed-field__error" role="alert">{error}</p> : null}
    </div>
  );
}

/**
 * A text input that commits on blur or Enter, not on every key (one event per edit); Escape drops
 * the draft. Multiline: a textarea where Enter is a new line and only leaving the field commits.
 */
export function CommitInput({ id, value, onCommit, placeholder, type = 'text', invalid, label, multiline, mono }: {
  id?: string; value: string; onCommit: (v: string) => void; placeholder?: string; type?: string; invalid?: boolean; label?: string;
  multiline?: boolean; mono?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from the engine (another widget, undo) replaces the draft in the same render.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const common = {
    id, value: draft, placeholder, 'aria-invalid': invalid || undefined, 'aria-label': label,
    onBlur: () => draft !== value && onCommit(draft),
  };
  if (multiline) {
    return (
      <textarea {...common} className={mono ? 'ed-input ed-input--area ed-input--code' : 'ed-input ed-input--area'} spellCheck={!mono}
        onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setDraft(value)} />
    );
  }
  return (
    <input {...common} className="ed-input" type={type}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setDraft(value);
      }}
    />
  );
}

/** A labelled field that is not bound to a cfg path (list items, a child widget's text). */
export function TextField({ label, value, onCommit, multiline, placeholder, type, mono }: {
  label: string; value: string; onCommit: (v: string) => void; multiline?: boolean; placeholder?: string; type?: string; mono?: boolean;
}) {
  const id = useId();
  return (
    <Row label={label} htmlFor={id}>
      <CommitInput id={id} value={value} onCommit={onCommit} multiline={multiline} placeholder={placeholder} type={type} mono={mono} />
    </Row>
  );
}

export function StyleText({ w, prop, label, placeholder }: { w: Widget; prop: string; label: string; placeholder?: string }) {
  const id = useId();
  const s = useStyle(w, prop);
  return (
    <Row label={label} htmlFor={id} own={s.value === undefined ? undefined : s.own}>
      <CommitInput id={id} value={s.value === undefined ? '' : String(s.value)} placeholder={placeholder} onCommit={(v) => s.set(v.trim())} />
    </Row>
  );
}

export function StyleSelect({ w, prop, label, options }: { w: Widget; prop: string; label: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const { t } = useTranslation('editor');
  const s = useStyle(w, prop);
  return (
    <Row label={label} htmlFor={id} own={s.value === undefined ? undefined : s.own}>
      <select id={id} className="ed-input" value={s.value === undefined ? '' : String(s.value)} onChange={(e) => s.set(e.target.value)}>
        <option value="">{t('panel.default')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Row>
  );
}

export function StyleColor({ w, prop, label }: { w: Widget; prop: string; label: string }) {
  const id = useId();
  const { t } = useTranslation('editor');
  const { editor } = useEditorServices();
  const gesture = useGesture(editor);
  const s = useStyle(w, prop);
  const text = s.value === undefined ? '' : String(s.value);
  const hex = /^#[0-9a-f]{6}$/i.test(text) ? text : '#ffffff';
  return (
    <Row label={label} htmlFor={id} own={s.value === undefined ? undefined : s.own}>
      <div className="ed-color">
        <input type="color" aria-label={t('panel.pickColor', { label })} className="ed-color__swatch" value={hex}
          onFocus={gesture.start} onBlur={gesture.end} onChange={(e) => s.set(e.target.value)} />
        <CommitInput id={id} value={text} placeholder="#000000" onCommit={(v) => s.set(v.trim())} />
      </div>
    </Row>
  );
}

/**
 * A range slider in px (or a unitless number). Pointer down opens an engine transaction, every move
 * dispatches (the canvas follows live), pointer up commits: SPEC §4 "long param edits record one entry".
 */
export function StyleSlider({ w, prop, label, min, max, step = 1, unit = 'px' }: {
  w: Widget; prop: string; label: string; min: number; max: number; step?: number; unit?: string;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const s = useStyle(w, prop);
  const gesture = useGesture(editor);
  const numeric = Number.parseFloat(String(s.value ?? ''));
  const current = Number.isFinite(numeric) ? numeric : min;
  return (
    <Row label={label} htmlFor={id} own={s.value === undefined ? undefined : s.own}>
      <div className="ed-slider">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={current}
          onPointerDown={gesture.start}
          onPointerUp={gesture.end}
          onLostPointerCapture={gesture.end}
          onBlur={gesture.end}
          onChange={(e) => s.set(`${e.target.value}${unit}`)}
        />
        <CommitInput id={`${id}-n`} label={`${label}, ${unit === '' ? '' : unit}`.replace(/, $/, '')} value={s.value === undefined ? '' : String(s.value)} onCommit={(v) => s.set(v.trim())} />
      </div>
    </Row>
  );
}

export function cfgAt(w: Widget, path: string): unknown {
  let cur: unknown = w.cfg;
  for (const part of path.split('.')) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
  return cur;
}

export function CfgText({ w, path, label, multiline, validate, placeholder, mono, type }: {
  w: Widget; path: string; label: string; multiline?: boolean; validate?: (v: string) => string | null; placeholder?: string; mono?: boolean; type?: string;
}) {
  const id = useId();
  const { run } = useEditorServices();
  const raw = cfgAt(w, path);
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const [error, setError] = useState<string | null>(null);
  const commit = (v: string) => {
    const problem = validate?.(v) ?? null;
    setError(problem);
    if (problem === null) run({ type: 'widget.param.set', id: w.id, path, value: typeof raw === 'number' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v });
  };
  return (
    <Row label={label} htmlFor={id} error={error}>
      <CommitInput id={id} value={value} onCommit={commit} placeholder={placeholder} invalid={error !== null} multiline={multiline} mono={mono} type={type} />
    </Row>
  );
}

/** A number in cfg (counter value, durations); an empty or non-numeric entry is refused in place. */
export function CfgNumber({ w, path, label, min, scale = 1, placeholder }: { w: Widget; path: string; label: string; min?: number; scale?: number; placeholder?: string }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const { run } = useEditorServices();
  const raw = cfgAt(w, path);
  const value = typeof raw === 'number' ? String(raw / scale) : typeof raw === 'string' ? raw : '';
  const [error, setError] = useState<string | null>(null);
  const commit = (v: string) => {
    const n = Number(v.replace(',', '.'));
    const bad = v.trim() === '' || !Number.isFinite(n) || (min !== undefined && n < min);
    setError(bad ? t('fields.number', { min: min ?? 0 }) : null);
    if (!bad) run({ type: 'widget.param.set', id: w.id, path, value: Math.round(n * scale * 1000) / 1000 });
  };
  return (
    <Row label={label} htmlFor={id} error={error}>
      <CommitInput id={id} value={value} onCommit={commit} placeholder={placeholder} invalid={error !== null} type="text" />
    </Row>
  );
}

export function CfgSelect({ w, path, label, options, numeric }: {
  w: Widget; path: string; label: string; options: readonly { value: string; label: string }[];
  /** The values are numbers in cfg (a heading level, a modal id). */
  numeric?: boolean;
}) {
  const id = useId();
  const { run } = useEditorServices();
  const raw = cfgAt(w, path);
  const value = (v: string) => (v === '' ? null : numeric ? Number(v) : v);
  return (
    <Row label={label} htmlFor={id}>
      <select id={id} className="ed-input" value={raw === null || raw === undefined ? '' : String(raw)}
        onChange={(e) => run({ type: 'widget.param.set', id: w.id, path, value: value(e.target.value) })}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Row>
  );
}

export function CfgCheck({ w, path, label }: { w: Widget; path: string; label: string }) {
  const { run } = useEditorServices();
  return (
    <label className="ed-check">
      <input type="checkbox" checked={cfgAt(w, path) === true} onChange={(e) => run({ type: 'widget.param.set', id: w.id, path, value: e.target.checked })} />
      <span>{label}</span>
    </label>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="ed-section" open>
      <summary className="ed-section__title">{title}</summary>
      <div className="ed-section__body">{children}</div>
    </details>
  );
}
