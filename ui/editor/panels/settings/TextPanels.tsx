// Settings panels of the widgets whose content is text: text, heading, HTML code, counter, spoiler,
// service card, cookie notice. Each field writes one widget.param.set on the widget (or, for the
// cookie notice's button, on its child).
import { useTranslation } from 'react-i18next';
import { plainText, type Widget } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { useChildOfType } from '../../state/hooks';
import { addLangs } from '../../state/lang';
import { CfgCheck, CfgNumber, CfgSelect, CfgText, Section, TextField } from '../fields';
import { FillHint } from './FillHint';

/**
 * The text of a text or heading: a plain text is edited here too; a formatted one only on the canvas,
 * where its marks are seen, so a plain field never drops them.
 */
function RichTextField({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  if (!Array.isArray(w.cfg.text)) return <CfgText w={w} path="text" label={t('content.text')} multiline />;
  return <p className="ed-muted">{t('content.richHint')}</p>;
}

export function TextPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.text')}>
      <RichTextField w={w} />
      {w.type === 'widget-text' && !Array.isArray(w.cfg.text) && <p className="ed-muted">{t('content.inlineHint')}</p>}
      <FillHint text={plainText(w.cfg.text)} />
    </Section>
  );
}

export function HeadingPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.heading')}>
      <RichTextField w={w} />
      <CfgSelect w={w} path="level" label={t('content.level')} numeric
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('content.levelN', { n }) }))} />
      <FillHint text={plainText(w.cfg.text)} />
    </Section>
  );
}

export function HtmlPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.html')}>
      <CfgText w={w} path="html" label={t('html.code')} multiline mono placeholder="<div>…</div>" />
      <p className="ed-muted">{t('html.hint')}</p>
    </Section>
  );
}

export function CounterPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.counter')}>
      <CfgNumber w={w} path="value" label={t('counter.value')} />
      <div className="ed-grid2">
        <CfgText w={w} path="prefix" label={t('counter.prefix')} placeholder="+" />
        <CfgText w={w} path="suffix" label={t('counter.suffix')} placeholder="%" />
      </div>
      <CfgNumber w={w} path="duration" label={t('counter.duration')} min={0} scale={1000} placeholder="2" />
      <p className="ed-muted">{t('counter.hint')}</p>
    </Section>
  );
}

export function SpoilerPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.spoiler')}>
      <CfgText w={w} path="title" label={t('spoiler.title')} />
      <CfgText w={w} path="text" label={t('spoiler.text')} multiline />
      <CfgCheck w={w} path="open" label={t('spoiler.open')} />
    </Section>
  );
}

export function ServicePanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.service')}>
      <CfgText w={w} path="title" label={t('service.title')} />
      <CfgText w={w} path="description" label={t('service.description')} multiline />
      <CfgText w={w} path="price" label={t('service.price')} placeholder={t('service.pricePlaceholder')} />
    </Section>
  );
}

export function CookiePanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { run } = services;
  const button = useChildOfType(w.id, 'widget-cookie-button');
  return (
    <Section title={t('panels.cookie')}>
      <CfgText w={w} path="text" label={t('cookie.text')} multiline />
      {button === undefined ? (
        <button type="button" className="btn btn--secondary btn--sm btn--block"
          onClick={() => run({ type: 'widget.add', at: { where: 'inside', target: w.id }, widget: { type: 'cookie-button' }, ...addLangs(services), design: true })}>
          {t('cookie.addButton')}
        </button>
      ) : (
        <TextField label={t('cookie.button')} value={typeof button.cfg.text === 'string' ? button.cfg.text : ''}
          onCommit={(v) => run({ type: 'widget.param.set', id: button.id, path: 'text', value: v })} />
      )}
    </Section>
  );
}
