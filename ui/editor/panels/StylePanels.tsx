// Style tab: layout, background, typography, border, shadow, spacer, design, animation. Every choice
// is named in words in both languages (never a raw CSS value such as flex-start).
import { useTranslation } from 'react-i18next';
import { ANIMATIONS, typeTitle, type StylePanel, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector } from '../state/hooks';
import { useLang } from '../state/lang';
import { CfgSelect, Section } from './fields';
import { StyleColor, StyleFieldsEnv, StyleMargins, StyleSelect, StyleSlider, StyleText, useFontOptions, useNamed, usePageClasses } from './styleFields';

function Layout({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const display = useNamed('display', ['block', 'flex', 'grid', 'inline-block', 'none']);
  const direction = useNamed('direction', ['row', 'column']);
  const justify = useNamed('justify', ['flex-start', 'center', 'flex-end', 'space-between', 'space-around']);
  const align = useNamed('align', ['stretch', 'flex-start', 'center', 'flex-end']);
  return (
    <Section title={t('panels.layout')}>
      <div className="ed-grid2">
        <StyleText w={w} prop="width" label={t('style.width')} placeholder="auto" />
        <StyleText w={w} prop="height" label={t('style.height')} placeholder="auto" />
      </div>
      <StyleMargins w={w} label={t('style.margin')} />
      <StyleSlider w={w} prop="padding" label={t('style.padding')} min={0} max={120} />
      <StyleSelect w={w} prop="display" label={t('style.display')} options={display} />
      <StyleSelect w={w} prop="flexDirection" label={t('style.direction')} options={direction} />
      <StyleSelect w={w} prop="justifyContent" label={t('style.justify')} options={justify} />
      <StyleSelect w={w} prop="alignItems" label={t('style.align')} options={align} />
      <StyleSlider w={w} prop="gap" label={t('style.gap')} min={0} max={80} />
    </Section>
  );
}

function Background({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const size = useNamed('bgSize', ['cover', 'contain', 'auto']);
  return (
    <Section title={t('panels.background')}>
      <StyleColor w={w} prop="backgroundColor" label={t('style.bgColor')} />
      <StyleText w={w} prop="backgroundImage" label={t('style.bgImage')} placeholder="url(…)" />
      <StyleSelect w={w} prop="backgroundSize" label={t('style.bgSize')} options={size} />
    </Section>
  );
}

function Typography({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const weight = useNamed('weight', ['300', '400', '500', '600', '700', '800']);
  const textAlign = useNamed('textAlign', ['left', 'center', 'right', 'justify']);
  const fonts = useFontOptions();
  const textStyles = useEditorSelector((s) => s.doc.globals.textStyles);
  return (
    <Section title={t('panels.typography')}>
      {textStyles.length > 0 && (
        <CfgSelect w={w} path="textStyle" label={t('textStyles.applied')} numeric
          options={[{ value: '', label: t('textStyles.noneApplied') }, ...textStyles.map((s) => ({ value: String(s.code), label: s.title }))]} />
      )}
      <StyleSlider w={w} prop="fontSize" label={t('style.fontSize')} min={10} max={96} />
      <StyleSelect w={w} prop="fontWeight" label={t('style.fontWeight')} options={weight} />
      <StyleSelect w={w} prop="fontFamily" label={t('style.fontFamily')} options={fonts} />
      <StyleColor w={w} prop="color" label={t('style.color')} />
      <StyleSelect w={w} prop="textAlign" label={t('style.textAlign')} options={textAlign} />
      <StyleText w={w} prop="lineHeight" label={t('style.lineHeight')} placeholder="1.5" />
      <StyleText w={w} prop="letterSpacing" label={t('style.letterSpacing')} placeholder="0px" />
    </Section>
  );
}

function Border({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.border')}>
      <StyleText w={w} prop="border" label={t('style.border')} placeholder="1px solid #d1d5db" />
      <StyleSlider w={w} prop="borderRadius" label={t('style.radius')} min={0} max={64} />
    </Section>
  );
}

function Shadow({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.shadow')}>
      <StyleSelect w={w} prop="boxShadow" label={t('style.shadow')} options={[
        { value: 'none', label: t('style.shadowNone') },
        { value: '0 1px 3px rgba(0,0,0,.12)', label: t('style.shadowSmall') },
        { value: '0 8px 24px rgba(0,0,0,.15)', label: t('style.shadowMedium') },
        { value: '0 16px 48px rgba(0,0,0,.22)', label: t('style.shadowLarge') },
      ]} />
    </Section>
  );
}

function Spacer({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.spacer')}>
      <StyleSlider w={w} prop="height" label={t('style.height')} min={0} max={400} />
    </Section>
  );
}

/** Classes of the page's design (its own and those of its parent designs) for this widget's type (SPEC §3 Design). */
function DesignPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  const { run } = useEditorServices();
  const classes = usePageClasses();
  const own = [...classes.values()].filter((c) => c.type === w.type).sort((a, b) => a.order - b.order);
  return (
    <Section title={t('panels.design')}>
      {own.length === 0 ? <p className="ed-muted">{t('design.noClasses', { type: typeTitle(w.type, lang) })}</p> : own.map((c) => {
        const on = w.classes.includes(c.id);
        return (
          <label key={String(c.id)} className="ed-check">
            <input type="checkbox" checked={on}
              onChange={() => run(on ? { type: 'widget.class.remove', id: w.id, className: c.id } : { type: 'widget.class.add', id: w.id, className: c.id })} />
            <span>{c.name}</span>
          </label>
        );
      })}
    </Section>
  );
}

function Animation({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.animation')}>
      <CfgSelect w={w} path="animation" label={t('animation.label')} options={[{ value: '', label: t('animation.none') }, ...ANIMATIONS.map((a) => ({ value: a, label: t(`animation.${a}`) }))]} />
    </Section>
  );
}

const PANELS: Readonly<Record<StylePanel, (p: { w: Widget }) => React.ReactNode>> = {
  layout: Layout, background: Background, typography: Typography, border: Border, shadow: Shadow, spacer: Spacer, design: DesignPanel, animation: Animation,
};

export function StylePanels({ w, panels }: { w: Widget; panels: readonly StylePanel[] }) {
  return <StyleFieldsEnv>{panels.map((p) => { const P = PANELS[p]; return <P key={p} w={w} />; })}</StyleFieldsEnv>;
}
