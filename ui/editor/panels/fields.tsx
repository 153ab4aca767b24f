// Panel controls. Each writes one engine event: style fields to the selected screen mode
// (widget.style.set; smaller screens inherit through the engine's resolution), cfg fields to the
// widget's params (widget.param.set). A slider drag is one engine transaction, so one undo entry.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useView } from '../state/hooks';
import { useGesture } from './useGesture';

type StyleValue = string | number | undefined;

function useStyle(w: Widget, prop: string): { value: StyleValue; own: boolean; set: (v: string | number | null) => void } {
  const { run } = useEditorServices();
  const screen = useView((v) => v.screen);
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

/** A text input that commits on blur or Enter, not on every key (one event per edit). */
function CommitInput({ id, value, onCommit, placeholder, type = 'text', invalid, label }: {
  id: string; value: string; onCommit: (v: string) => void; placeholder?: string; type?: string; invalid?: boolean; label?: string;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from the engine (another widget, undo) replaces the draft in the same render.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <input
      id={id}
      className="ed-input"
      type={type}
      value={draft}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-label={label}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setDraft(value);
      }}
    />
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

function cfgAt(w: Widget, path: string): unknown {
  let cur: unknown = w.cfg;
  for (const part of path.split('.')) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
  return cur;
}

export function CfgText({ w, path, label, multiline, validate, placeholder }: {
  w: Widget; path: string; label: string; multiline?: boolean; validate?: (v: string) => string | null; placeholder?: string;
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
      {multiline ? (
        <textarea id={id} className="ed-input ed-input--area" defaultValue={value} key={value} placeholder={placeholder} onBlur={(e) => e.target.value !== value && commit(e.target.value)} />
      ) : (
        <CommitInput id={id} value={value} onCommit={commit} placeholder={placeholder} invalid={error !== null} />
      )}
    </Row>
  );
}

export function CfgSelect({ w, path, label, options }: { w: Widget; path: string; label: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const { run } = useEditorServices();
  const raw = cfgAt(w, path);
  return (
    <Row label={label} htmlFor={id}>
      <select id={id} className="ed-input" value={raw === null || raw === undefined ? '' : String(raw)}
        onChange={(e) => run({ type: 'widget.param.set', id: w.id, path, value: e.target.value === '' ? null : e.target.value })}>
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
