// Panel controls for a widget's params: each writes one engine event (widget.param.set). The style
// controls are in styleFields.tsx.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';

/** A labelled field; `inherited` tells where the value shown as a placeholder comes from. */
export function Row({ label, htmlFor, inherited, children, error }: {
  label: string; htmlFor: string; inherited?: string; children: ReactNode; error?: string | null;
}) {
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={htmlFor}>{label}</label>
      {children}
      {inherited !== undefined && <p className="ed-field__inherit">{inherited}</p>}
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
    // A refused entry typed back to the stored value is committed too, so its error goes away.
    onBlur: () => (draft !== value || invalid === true) && onCommit(draft),
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
