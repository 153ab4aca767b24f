// Style controls of the right panel. Each writes one engine event (widget.style.set) to the screen
// being edited; smaller screens inherit through the engine's resolution. A field shows the widget's
// own value on this screen; when it has none, what applies instead is the placeholder, with where it
// comes from (a bigger screen, a design class, a text style: engine styleSource). A slider drag or a
// colour-picker drag is one engine transaction, so one undo entry.
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { designClasses, FONT_CHOICES, FONT_CODES, fontVariable, MARGIN_SIDES, marginSideProps, styleSource, widgetMargins, type DesignClass, type DesignClassId, type Screen, type SourcedValue, type TextStyle, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector, useScreen } from '../state/hooks';
import { useLang } from '../state/lang';
import { ColorInput } from './ColorInput';
import { CommitInput, Row } from './fields';
import { useGesture } from './useGesture';

export interface Option { readonly value: string; readonly label: string }

/** Options named by the catalogue's keys `style.values.<group>.<value>`. */
export function useNamed(group: string, values: readonly string[]): Option[] {
  const { t } = useTranslation('editor');
  return values.map((v) => ({ value: v, label: t(`style.values.${group}.${v}`) }));
}

/** The page's font variables first (they follow the font pair), then each font by name. */
export function useFontOptions(): Option[] {
  const { t } = useTranslation('editor');
  const lang = useLang();
  return [
    ...FONT_CODES.map((code) => ({ value: fontVariable(code), label: t(`fonts.variable.${code}`) })),
    ...FONT_CHOICES.map((f) => ({ value: f.value, label: f.title[lang] })),
  ];
}


/** The page design's classes by id (with those inherited from parent designs). */
export function usePageClasses(): ReadonlyMap<DesignClassId, DesignClass> {
  const designs = useEditorSelector((s) => s.doc.library.designs);
  const designId = useEditorSelector((s) => s.doc.globals.designId);
  return useMemo(() => new Map(designClasses(designs, designId).map((c) => [c.id, c])), [designs, designId]);
}

/** What the style fields read besides the widget: read once for the whole tab, not per field. */
interface FieldEnv {
  readonly classes: ReadonlyMap<DesignClassId, DesignClass>;
  readonly textStyles: readonly TextStyle[];
  readonly screen: Screen;
}
const FieldEnvContext = createContext<FieldEnv | null>(null);

export function StyleFieldsEnv({ children }: { children: ReactNode }) {
  const classes = usePageClasses();
  const textStyles = useEditorSelector((s) => s.doc.globals.textStyles);
  const screen = useScreen();
  const env = useMemo(() => ({ classes, textStyles, screen }), [classes, textStyles, screen]);
  return <FieldEnvContext.Provider value={env}>{children}</FieldEnvContext.Provider>;
}

function useStyle(w: Widget, prop: string) {
  const { run } = useEditorServices();
  const env = useContext(FieldEnvContext);
  if (env === null) throw new Error('style fields outside StyleFieldsEnv');
  const { classes, textStyles, screen } = env;
  const own = w.style[screen]?.[prop];
  const inherited = styleSource(w, prop, screen, classes, textStyles, true);
  return {
    own: own === undefined ? '' : String(own),
    inherited,
    set: (v: string | number | null) => run({ type: 'widget.style.set', id: w.id, screen, props: { [prop]: v === '' ? null : v } }),
  };
}

/** "Inherited from the «Computer» screen", "from the class «Heading H1»", "from the text style «Lead»". */
export function useSourceText(): (s: SourcedValue | undefined) => string | undefined {
  const { t } = useTranslation('editor');
  return (s) => {
    if (s === undefined) return undefined;
    const from = s.from;
    if (from.kind === 'own') return t('panel.fromScreen', { screen: t(`screen.${from.screen}`) });
    if (from.kind === 'class') return t('panel.fromClass', { name: from.name });
    return t('panel.fromTextStyle', { name: from.title });
  };
}

export function StyleText({ w, prop, label, placeholder }: { w: Widget; prop: string; label: string; placeholder?: string }) {
  const id = useId();
  const s = useStyle(w, prop);
  const source = useSourceText();
  return (
    <Row label={label} htmlFor={id} inherited={s.own === '' ? source(s.inherited) : undefined}>
      <CommitInput id={id} value={s.own} placeholder={s.inherited === undefined ? placeholder : String(s.inherited.value)} onCommit={(v) => s.set(v.trim())} />
    </Row>
  );
}

/**
 * The outer margin, one field per side: the gutter and the space under text are sides
 * (marginLeft, marginBottom…), so a single `margin` field showed 0px for a widget with 24 px at its
 * sides. The engine reads the sides (widgetMargins) and says what an edit writes (marginSideProps).
 */
export function StyleMargins({ w, label }: { w: Widget; label: string }) {
  const id = useId();
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const env = useContext(FieldEnvContext);
  if (env === null) throw new Error('style fields outside StyleFieldsEnv');
  const { classes, textStyles, screen } = env;
  const sides = widgetMargins(w, screen, classes, textStyles);
  const source = useSourceText();
  const inherited = MARGIN_SIDES.map((side) => (sides[side].own === '' ? source(sides[side].inherited) : undefined)).find((s) => s !== undefined);
  return (
    <fieldset className="ed-field ed-margins">
      <legend className="ed-field__label">{label}</legend>
      <div className="ed-grid2">
        {MARGIN_SIDES.map((side) => (
          <label key={side} className="ed-margins__side" htmlFor={`${id}-${side}`}>
            <span>{t(`style.sides.${side}`)}</span>
            <CommitInput id={`${id}-${side}`} label={`${label}: ${t(`style.sides.${side}`)}`} value={sides[side].own}
              placeholder={String(sides[side].inherited?.value ?? '0px')}
              onCommit={(v) => run({ type: 'widget.style.set', id: w.id, screen, props: marginSideProps(w, screen, side, v) })} />
          </label>
        ))}
      </div>
      {inherited !== undefined && <p className="ed-field__inherit">{inherited}</p>}
    </fieldset>
  );
}

export function StyleSelect({ w, prop, label, options }: { w: Widget; prop: string; label: string; options: readonly Option[] }) {
  const id = useId();
  const { t } = useTranslation('editor');
  const s = useStyle(w, prop);
  const source = useSourceText();
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  // With no value of its own, the first choice names what applies instead, greyed like a text
  // field's placeholder (the note under the field says where it comes from). «Как унаследовано: …»
  // in front of it was cut at the panel's 300 px («Как унаследовано: В строку с тек…»): it is the hint.
  const inherited = s.inherited === undefined ? undefined : labelOf(String(s.inherited.value));
  const showsInherited = s.own === '' && inherited !== undefined;
  return (
    <Row label={label} htmlFor={id} inherited={s.own === '' ? source(s.inherited) : undefined}>
      <select id={id} className={showsInherited ? 'ed-input ed-input--inherited' : 'ed-input'} value={s.own} onChange={(e) => s.set(e.target.value)}
        title={showsInherited ? t('panel.inheritedValue', { value: inherited }) : undefined}>
        <option value="">{inherited ?? t('panel.default')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {s.own !== '' && !options.some((o) => o.value === s.own) && <option value={s.own}>{s.own}</option>}
      </select>
    </Row>
  );
}

export function StyleColor({ w, prop, label }: { w: Widget; prop: string; label: string }) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGesture(editor);
  const s = useStyle(w, prop);
  const source = useSourceText();
  return (
    <Row label={label} htmlFor={id} inherited={s.own === '' ? source(s.inherited) : undefined}>
      <ColorInput id={id} label={label} value={s.own} placeholder={s.inherited === undefined ? undefined : String(s.inherited.value)}
        gesture={gesture} onCommit={(v) => s.set(v)} />
    </Row>
  );
}

/**
 * A range slider in px (or a unitless number). Pointer down opens an engine transaction, every move
 * dispatches (the canvas follows live), pointer up commits: SPEC §4 "long param edits record one entry".
 * With no value of its own it stands at the value that applies (a class's font size, say).
 */
export function StyleSlider({ w, prop, label, min, max, step = 1, unit = 'px' }: {
  w: Widget; prop: string; label: string; min: number; max: number; step?: number; unit?: string;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const s = useStyle(w, prop);
  const source = useSourceText();
  const gesture = useGesture(editor);
  const shown = s.own !== '' ? s.own : String(s.inherited?.value ?? '');
  const numeric = Number.parseFloat(shown);
  const current = Number.isFinite(numeric) ? numeric : min;
  // A value of several parts (padding «16px 24px») does not fit the number box beside the slider:
  // its field takes the whole row under the slider instead of being cut.
  const wide = /\s/.test(shown.trim());
  return (
    <Row label={label} htmlFor={id} inherited={s.own === '' ? source(s.inherited) : undefined}>
      <div className={wide ? 'ed-slider ed-slider--wide' : 'ed-slider'}>
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
        <CommitInput id={`${id}-n`} label={`${label}, ${unit === '' ? '' : unit}`.replace(/, $/, '')} value={s.own}
          placeholder={s.inherited === undefined ? undefined : String(s.inherited.value)} onCommit={(v) => s.set(v.trim())} />
      </div>
    </Row>
  );
}
