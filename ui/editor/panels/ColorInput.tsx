// A colour: the browser's picker, the value as text, and the page palette's colours as swatches. A
// swatch writes the palette variable (var(--color-N)), so the colour follows the palette when the
// page's palette or its colours change. Dragging in the picker is one gesture (one undo entry).
import { useTranslation } from 'react-i18next';
import { useEditorSelector } from '../state/hooks';
import { CommitInput } from './fields';
import { colorVariable, readColorVariable } from '../engine';

const HEX = /^#[0-9a-f]{6}$/i;

/** The page palette's colours (the active palette of the account's library). */
export function usePaletteColors(): readonly { value: string; title: string }[] {
  return useEditorSelector((s) => s.doc.library.palettes.find((p) => p.id === s.doc.globals.paletteId)?.colors ?? NO_COLORS);
}
const NO_COLORS: readonly { value: string; title: string }[] = [];

/** The colour a value shows: a palette variable as its palette colour (or its fallback without one). */
export function shownColor(value: string, palette: readonly { value: string }[]): string {
  const ref = readColorVariable(value);
  return ref === null ? value : palette[ref.n - 1]?.value ?? ref.fallback ?? value;
}

/** The palette colour (1-based) a value writes, or null. */
export function paletteNumber(value: string): number | null {
  return readColorVariable(value)?.n ?? null;
}

export function ColorInput({ id, label, value, placeholder, onCommit, onLive, gesture, swatches = true }: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onCommit: (v: string) => void;
  /** Each move of the picker (the canvas follows live); defaults to onCommit. */
  onLive?: (v: string) => void;
  gesture?: { start: () => void; end: () => void };
  /** Offer the palette's colours (not for the palette's own colours). */
  swatches?: boolean;
}) {
  const { t } = useTranslation('editor');
  const palette = usePaletteColors();
  const shown = shownColor(value || placeholder || '', palette);
  return (
    <div className="ed-colorfield">
      <div className="ed-color">
        <input type="color" aria-label={t('panel.pickColor', { label })} className="ed-color__swatch" value={HEX.test(shown) ? shown : '#ffffff'}
          onFocus={gesture?.start} onBlur={gesture?.end} onChange={(e) => (onLive ?? onCommit)(e.target.value)} />
        <CommitInput id={id} value={value} placeholder={placeholder ?? '#000000'} onCommit={(v) => onCommit(v.trim())} />
      </div>
      {swatches && palette.length > 0 && (
        <div className="ed-swatches" role="group" aria-label={t('palette.swatches', { label })}>
          {palette.map((c, i) => (
            <button key={i} type="button" className="ed-swatch ed-swatch--btn" style={{ background: c.value }}
              aria-pressed={paletteNumber(value) === i + 1} aria-label={t('palette.useColor', { title: c.title, n: i + 1 })} title={c.title}
              onClick={() => onCommit(colorVariable(i + 1))} />
          ))}
        </div>
      )}
    </div>
  );
}
