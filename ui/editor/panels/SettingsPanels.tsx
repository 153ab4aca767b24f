// Settings tab: the content panels each widget type has (engine/traits.ts), then params.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImagePlus from 'lucide-react/icons/image-plus';
import {
  AFTER_SUBMIT_CFG, AFTER_SUBMIT_KINDS, BUTTON_ACTIONS, DEFAULT_GOAL, isAfterSubmitUrl, isGoalName,
  type AfterSubmitKind, type SettingsPanel, type Widget,
} from '../engine';
import { useMediaPicker } from '../dialogs/mediaPicker';
import { useEditorServices } from '../state/EditorContext';
import { useEditorSelector, useScreen } from '../state/hooks';
import { CfgCheck, CfgSelect, CfgText, Section } from './fields';
import { ConsentPanel, FormLogicPanel } from './settings/FormLogicPanels';
import { FormFieldPanel } from './settings/FormFieldPanel';
import { ImagesPanel, MenuPanel, SliderPanel, SocialLinksPanel, TabsPanel } from './settings/ListPanels';
import { StickyBarPanel } from './settings/StickyBarPanel';
import { BackgroundVideoPanel, VideoPanel } from './settings/VideoPanels';
import { CookiePanel, CounterPanel, HeadingPanel, HtmlPanel, ServicePanel, SpoilerPanel, TextPanel } from './settings/TextPanels';

function ButtonPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const modals = useEditorSelector((s) => s.doc.fragments);
  const target = typeof w.cfg.target === 'string' ? w.cfg.target : 'link';
  return (
    <Section title={t('panels.button')}>
      <CfgText w={w} path="text" label={t('button.text')} />
      {w.type === 'widget-button' && (
        <CfgSelect w={w} path="target" label={t('button.action')} options={BUTTON_ACTIONS.map((a) => ({ value: a, label: t(`button.actions.${a}`) }))} />
      )}
      {(target === 'link' || w.type !== 'widget-button') && (
        <>
          <CfgText w={w} path="link.value" label={t('button.link')} placeholder="https://" />
          <CfgCheck w={w} path="newWindow" label={t('button.newWindow')} />
        </>
      )}
      {target === 'modal' && (
        <CfgSelect w={w} path="modalId" label={t('button.modal')} numeric options={[{ value: '', label: t('button.chooseModal') }, ...modals.map((m) => ({ value: String(m.id), label: m.title }))]} />
      )}
      {target === 'scroll' && <CfgText w={w} path="blockId" label={t('button.blockId')} />}
      {target === 'js' && <CfgText w={w} path="script" label={t('button.script')} multiline />}
      <CfgCheck w={w} path="isGoal" label={t('goal.button')} />
      {w.cfg.isGoal === true && <GoalField w={w} />}
    </Section>
  );
}

function PicturePanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const pick = useMediaPicker();
  const src = typeof w.cfg.src === 'string' ? w.cfg.src : '';
  return (
    <Section title={t('panels.picture')}>
      <div className="ed-picture">
        {src === '' ? <div className="ed-picture__empty">{t('picture.none')}</div> : <img src={src} alt="" />}
      </div>
      <button type="button" className="btn btn--secondary btn--sm btn--block" onClick={() => void pick().then((m) => m !== null && run({ type: 'widget.param.set', id: w.id, path: 'src', value: m.url }))}>
        <ImagePlus size={16} /> {t('picture.choose')}
      </button>
      <CfgText w={w} path="src" label={t('picture.url')} placeholder="https://" />
      <CfgText w={w} path={w.type === 'widget-icon' ? 'label' : 'alt'} label={t('picture.alt')} />
    </Section>
  );
}

/** The goal name counters receive (engine goals.ts): letters, digits, '_', '-', '.'; empty means «lead». */
function GoalField({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <>
      <CfgText w={w} path="goal" label={t('goal.name')} placeholder={DEFAULT_GOAL} mono
        validate={(v) => (v.trim() === '' || isGoalName(v.trim()) ? null : t('goal.invalid'))} />
      <p className="ed-muted">{t('goal.hint')}</p>
    </>
  );
}

/** After a stored lead: the thank-you text, one of the page's popups, or an address (engine after-submit.ts). */
function AfterSubmitFields({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const modals = useEditorSelector((s) => s.doc.fragments);
  const kind = afterSubmitKind(w.cfg[AFTER_SUBMIT_CFG.kind]);
  return (
    <>
      <CfgSelect w={w} path={AFTER_SUBMIT_CFG.kind} label={t('form.after')} options={AFTER_SUBMIT_KINDS.map((k) => ({ value: k, label: t(`form.afterKinds.${k}`) }))} />
      {kind === 'text' && <CfgText w={w} path="submitText" label={t('form.submitText')} multiline />}
      {kind === 'popup' && (
        modals.length === 0 ? <p className="ed-muted" role="note">{t('form.noPopups')}</p> : (
          <CfgSelect w={w} path={AFTER_SUBMIT_CFG.modal} label={t('button.modal')} numeric options={[{ value: '', label: t('button.chooseModal') }, ...modals.map((m) => ({ value: String(m.id), label: m.title }))]} />
        )
      )}
      {kind === 'url' && (
        <>
          <CfgText w={w} path={AFTER_SUBMIT_CFG.url} label={t('form.afterUrl')} placeholder="https://… /spasibo"
            validate={(v) => (v.trim() === '' || isAfterSubmitUrl(v.trim()) ? null : t('errors.widget.invalidLink'))} />
          <CfgCheck w={w} path={AFTER_SUBMIT_CFG.utm} label={t('form.afterUtm')} />
        </>
      )}
    </>
  );
}

const afterSubmitKind = (v: unknown): AfterSubmitKind => (AFTER_SUBMIT_KINDS as readonly unknown[]).includes(v) ? (v as AfterSubmitKind) : 'text';

function FormPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.form')}>
      <CfgText w={w} path="formName" label={t('form.name')} />
      <AfterSubmitFields w={w} />
      <CfgText w={w} path="email" label={t('form.email')} placeholder="name@example.com" />
      <GoalField w={w} />
    </Section>
  );
}

function MapPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.map')}>
      <CfgText w={w} path="src" label={t('map.src')} placeholder="https://yandex.ru/map-widget/…" />
      <CfgText w={w} path="title" label={t('map.title')} />
    </Section>
  );
}

function ParamsPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const screen = useScreen();
  const [cls, setCls] = useState('');
  const hidden = typeof w.cfg.hidden === 'object' && w.cfg.hidden !== null && (w.cfg.hidden as Record<string, unknown>)[screen] === true;
  const custom = w.classes.filter((c): c is string => typeof c === 'string' && !c.startsWith('child-'));
  return (
    <Section title={t('panels.params')}>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={`name-${w.id}`}>{t('params.name')}</label>
        <input id={`name-${w.id}`} key={`${w.id}:${w.name}`} className="ed-input" defaultValue={w.name}
          onBlur={(e) => e.target.value.trim() !== '' && e.target.value !== w.name && run({ type: 'widget.rename', id: w.id, name: e.target.value.trim() })} />
      </div>
      <CfgText w={w} path="elementId" label={t('params.elementId')} placeholder="about" />
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={`cls-${w.id}`}>{t('params.classes')}</label>
        <div className="ed-chips">
          {custom.map((c) => (
            <button type="button" key={c} className="ed-chip" onClick={() => run({ type: 'widget.class.remove', id: w.id, className: c })} aria-label={t('params.removeClass', { name: c })}>{c} ×</button>
          ))}
        </div>
        <input id={`cls-${w.id}`} className="ed-input" value={cls} placeholder="my-class" onChange={(e) => setCls(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && cls.trim() !== '') {
              if (run({ type: 'widget.class.add', id: w.id, className: cls.trim() })) setCls('');
            }
          }} />
      </div>
      <label className="ed-check">
        <input type="checkbox" checked={hidden} onChange={() => run(hidden ? { type: 'widget.show', id: w.id, screen } : { type: 'widget.hide', id: w.id, screen })} />
        <span>{t('params.hideOn', { screen: t(`screen.${screen}`) })}</span>
      </label>
    </Section>
  );
}

/** What each content panel looks like; a type names its panels in its engine file (engine/widgets/<type>.ts `editor.content`), and a panel name without its look here does not compile. */
const PANELS: Readonly<Record<SettingsPanel, (p: { w: Widget }) => React.ReactNode>> = {
  text: TextPanel, heading: HeadingPanel, button: ButtonPanel, picture: PicturePanel, video: VideoPanel, bgVideo: BackgroundVideoPanel, map: MapPanel, images: ImagesPanel,
  formField: FormFieldPanel, formLogic: FormLogicPanel, consent: ConsentPanel, form: FormPanel, html: HtmlPanel, menu: MenuPanel, burger: MenuPanel, counter: CounterPanel,
  spoiler: SpoilerPanel, tabs: TabsPanel, socialLinks: SocialLinksPanel, slider: SliderPanel, service: ServicePanel, cookie: CookiePanel,
  stickyBar: StickyBarPanel, params: ParamsPanel,
};

export function SettingsPanels({ w, panels }: { w: Widget; panels: readonly SettingsPanel[] }) {
  // Params keeps a typed-but-unsent class name: it starts fresh for each widget.
  return <>{panels.map((p) => { const P = PANELS[p]; return <P key={p === 'params' ? `params-${w.id}` : p} w={w} />; })}</>;
}
