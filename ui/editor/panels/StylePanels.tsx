// Style tab: layout, background, typography, border, shadow, spacer, design, animation.
import { useTranslation } from 'react-i18next';
import { ANIMATIONS, type StylePanel, type Widget } from '../engine';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector } from '../state/hooks';
import { CfgSelect, Section, StyleColor, StyleSelect, StyleSlider, StyleText } from './fields';

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function Layout({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.layout')}>
      <div className="ed-grid2">
        <StyleText w={w} prop="width" label={t('style.width')} placeholder="auto" />
        <StyleText w={w} prop="height" label={t('style.height')} placeholder="auto" />
      </div>
      <StyleText w={w} prop="margin" label={t('style.margin')} placeholder="0px" />
      <StyleSlider w={w} prop="padding" label={t('style.padding')} min={0} max={120} />
      <StyleSelect w={w} prop="display" label={t('style.display')} options={opts(['block', 'flex', 'grid', 'inline-block', 'none'])} />
      <StyleSelect w={w} prop="flexDirection" label={t('style.direction')} options={[{ value: 'row', label: t('style.row') }, { value: 'column', label: t('style.column') }]} />
      <StyleSelect w={w} prop="justifyContent" label={t('style.justify')} options={opts(['flex-start', 'center', 'flex-end', 'space-between'])} />
      <StyleSelect w={w} prop="alignItems" label={t('style.align')} options={opts(['stretch', 'flex-start', 'center', 'flex-end'])} />
      <StyleSlider w={w} prop="gap" label={t('style.gap')} min={0} max={80} />
    </Section>
  );
}

function Background({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.background')}>
      <StyleColor w={w} prop="backgroundColor" label={t('style.bgColor')} />
      <StyleText w={w} prop="backgroundImage" label={t('style.bgImage')} placeholder="url(…)" />
      <StyleSelect w={w} prop="backgroundSize" label={t('style.bgSize')} options={opts(['cover', 'contain', 'auto'])} />
    </Section>
  );
}

function Typography({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const fonts = useEditorSelector((s) => s.doc.library.fontPresets.find((f) => f.id === s.doc.globals.fontId)?.fonts);
  return (
    <Section title={t('panels.typography')}>
      <StyleSlider w={w} prop="fontSize" label={t('style.fontSize')} min={10} max={96} />
      <StyleSelect w={w} prop="fontWeight" label={t('style.fontWeight')} options={opts(['300', '400', '500', '600', '700', '800'])} />
      <StyleSelect w={w} prop="fontFamily" label={t('style.fontFamily')} options={Object.entries(fonts ?? {}).map(([code, v]) => ({ value: v, label: `${code}: ${v}` }))} />
      <StyleColor w={w} prop="color" label={t('style.color')} />
      <StyleSelect w={w} prop="textAlign" label={t('style.textAlign')} options={[
        { value: 'left', label: t('style.left') }, { value: 'center', label: t('style.center') }, { value: 'right', label: t('style.right') }, { value: 'justify', label: t('style.justifyText') },
      ]} />
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

/** Design classes of the page's design that apply to this widget type (SPEC §3 Design). */
function DesignPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const classes = useEditorSelector((s) => s.doc.library.designs.find((d) => d.id === s.doc.globals.designId)?.classes);
  const own = (classes ?? []).filter((c) => c.type === w.type && !c.hideInAddingWidgets);
  return (
    <Section title={t('panels.design')}>
      {own.length === 0 ? <p className="ed-muted">{t('design.noClasses')}</p> : own.map((c) => {
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
  return <>{panels.map((p) => { const P = PANELS[p]; return <P key={p} w={w} />; })}</>;
}
