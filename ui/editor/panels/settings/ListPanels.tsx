// Settings panels whose content is a list: menu items (menu, navbar, burger), social links, tab
// names, gallery and carousel images, slider slides, dropdown options. A list kept in cfg changes
// with one widget.param.set of the whole list; a list of child widgets (tabs, slides) with one
// transaction, so either way one edit is one undo step.
import { useTranslation } from 'react-i18next';
import ImagePlus from 'lucide-react/icons/image-plus';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import { toasts } from '../../../lib/toasts';
import { childIds, menuCollapses, newItemTitle, pget, SOCIAL_NETWORKS, type Widget } from '../../engine';
import { useMediaPicker } from '../../dialogs/mediaPicker';
import { engineErrorText } from '../../state/createServices';
import { useEditorServices } from '../../state/EditorContext';
import { currentTree, useChildIds, useChildOfType, useEditorSelector } from '../../state/hooks';
import { addLangs } from '../../state/lang';
import { CfgCheck, CfgNumber, CfgText, Section, TextField } from '../fields';
import { ListEditor, moved, removed, replaced } from '../ListEditor';

const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const listAt = (w: Widget, key: string): unknown[] => (Array.isArray(w.cfg[key]) ? (w.cfg[key] as unknown[]) : []);

/** Edits the list in `w.cfg[key]`: every change is one widget.param.set of the whole list. */
function useCfgList(w: Widget, key: string) {
  const { run } = useEditorServices();
  const items = listAt(w, key);
  const set = (next: unknown[]) => run({ type: 'widget.param.set', id: w.id, path: key, value: next });
  return {
    items,
    set,
    move: (from: number, to: number) => set(moved(items, from, to)),
    remove: (i: number) => set(removed(items, i)),
    patch: (i: number, patch: Record<string, unknown>) => set(replaced(items, i, { ...rec(items[i]), ...patch })),
  };
}

function MenuItems({ menu }: { menu: Widget }) {
  const { t } = useTranslation('editor');
  const { contentLang } = useEditorServices();
  const list = useCfgList(menu, 'items');
  return (
    <ListEditor items={list.items} testId="menu-items"
      rowName={(item, i) => t('menu.itemName', { n: i + 1, title: str(rec(item).title) })}
      onMove={list.move} onRemove={list.remove}
      onAdd={() => list.set([...list.items, { title: newItemTitle('menuItem', list.items.length + 1, contentLang), href: '#', newWindow: false }])}
      addLabel={t('menu.add')} empty={t('menu.empty')}
      renderRow={(item, i) => (
        <>
          <TextField label={t('menu.title')} value={str(rec(item).title)} onCommit={(v) => list.patch(i, { title: v })} />
          <TextField label={t('menu.href')} value={str(rec(item).href)} placeholder="https:// или #блок" onCommit={(v) => list.patch(i, { href: v.trim() })} />
          <label className="ed-check">
            <input type="checkbox" checked={rec(item).newWindow === true} onChange={(e) => list.patch(i, { newWindow: e.target.checked })} />
            <span>{t('button.newWindow')}</span>
          </label>
        </>
      )} />
  );
}

/** Whether the published menu gives way to a burger button on phones (the engine's rule decides the default). */
function CollapseSwitch({ menu }: { menu: Widget }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const parentType = useEditorSelector((s) => (menu.parentId === null ? undefined : pget(currentTree(s).widgets, menu.parentId)?.type));
  if (parentType === 'widget-burger') return null;
  return (
    <label className="ed-check">
      <input type="checkbox" checked={menuCollapses(menu, parentType)} data-testid="menu-collapse"
        onChange={(e) => run({ type: 'widget.param.set', id: menu.id, path: 'collapse', value: e.target.checked })} />
      <span>{t('menu.collapse')}</span>
    </label>
  );
}

/** A menu's items; a navbar or a burger edits the menu inside it (or offers to add one). */
export function MenuPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { run } = services;
  const child = useChildOfType(w.id, 'widget-menu');
  const menu = w.type === 'widget-menu' ? w : child;
  return (
    <Section title={t('panels.menu')}>
      {w.type === 'widget-burger' && <CfgText w={w} path="label" label={t('menu.burgerLabel')} />}
      {menu === undefined ? (
        <button type="button" className="btn btn--secondary btn--sm btn--block"
          onClick={() => run({ type: 'widget.add', at: { where: 'inside', target: w.id }, widget: { type: 'menu' }, ...addLangs(services), design: true })}>
          {t('menu.addMenu')}
        </button>
      ) : <MenuItems menu={menu} />}
      {w.type === 'widget-menu' && <CollapseSwitch menu={w} />}
    </Section>
  );
}

export function SocialLinksPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const list = useCfgList(w, 'links');
  return (
    <Section title={t('panels.socialLinks')}>
      <ListEditor items={list.items} testId="social-links"
        rowName={(item, i) => t('social.itemName', { n: i + 1, network: t(`social.networks.${str(rec(item).network) || 'other'}`, { defaultValue: str(rec(item).network) }) })}
        onMove={list.move} onRemove={list.remove}
        onAdd={() => list.set([...list.items, { network: 'telegram', href: '' }])} addLabel={t('social.add')} empty={t('social.empty')}
        renderRow={(item, i) => (
          <>
            <label className="ed-field">
              <span className="ed-field__label">{t('social.network')}</span>
              <select className="ed-input" value={str(rec(item).network)} onChange={(e) => list.patch(i, { network: e.target.value })}>
                {SOCIAL_NETWORKS.map((n) => <option key={n} value={n}>{t(`social.networks.${n}`)}</option>)}
              </select>
            </label>
            <TextField label={t('social.href')} value={str(rec(item).href)} placeholder={t('social.hrefPlaceholder')} onCommit={(v) => list.patch(i, { href: v.trim() })} />
          </>
        )} />
    </Section>
  );
}

export function OptionsEditor({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { contentLang } = useEditorServices();
  const list = useCfgList(w, 'options');
  return (
    <div className="ed-field">
      <span className="ed-field__label">{t('field.options')}</span>
      <ListEditor items={list.items} testId="dropdown-options"
        rowName={(item, i) => t('field.optionName', { n: i + 1, title: str(item) })}
        onMove={list.move} onRemove={list.remove} min={1}
        onAdd={() => list.set([...list.items, newItemTitle('option', list.items.length + 1, contentLang)])} addLabel={t('field.addOption')}
        renderRow={(item, i) => <TextField label={t('field.option', { n: i + 1 })} value={str(item)} onCommit={(v) => list.set(replaced(list.items, i, v))} />} />
    </div>
  );
}

export function ImagesPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const pick = useMediaPicker();
  const list = useCfgList(w, 'images');
  const add = async () => {
    const m = await pick();
    if (m !== null) list.set([...list.items, { src: m.url, alt: m.title }]);
  };
  const swap = async (i: number) => {
    const m = await pick();
    if (m !== null) list.patch(i, { src: m.url });
  };
  return (
    <Section title={t('panels.images')}>
      <ListEditor items={list.items} testId="images"
        rowName={(item, i) => t('images.itemName', { n: i + 1 })}
        onMove={list.move} onRemove={list.remove} empty={t('images.empty')}
        onAdd={() => void add()} addLabel={t('images.add')}
        renderRow={(item, i) => (
          <>
            <button type="button" className="ed-thumb" onClick={() => void swap(i)} aria-label={t('images.replace', { n: i + 1 })} title={t('images.replace', { n: i + 1 })}>
              {str(rec(item).src) === '' ? <ImagePlus size={18} /> : <img src={str(rec(item).src)} alt="" />}
            </button>
            <TextField label={t('picture.alt')} value={str(rec(item).alt)} onCommit={(v) => list.patch(i, { alt: v })} />
          </>
        )} />
      {w.type === 'widget-carousel' && <Autoplay w={w} />}
    </Section>
  );
}

function Autoplay({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <>
      <CfgCheck w={w} path="autoplay" label={t('slider.autoplay')} />
      {w.cfg.autoplay === true && <CfgNumber w={w} path="interval" label={t('slider.interval')} min={1} scale={1000} placeholder="5" />}
    </>
  );
}

/** The ids of a widget's children of one type, in order (a slider's slides). */
function useChildrenOfType(parentId: number, type: string): readonly number[] {
  const ids = useChildIds(parentId);
  const types = useEditorSelector((s) => ids.map((id) => pget(currentTree(s).widgets, id)?.type ?? '').join(' '));
  const list = types.split(' ');
  return ids.filter((_id, i) => list[i] === type);
}

export function SliderPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { run } = services;
  const pick = useMediaPicker();
  const slides = useChildrenOfType(w.id, 'widget-slide');
  const names = useEditorSelector((s) => slides.map((id) => pget(currentTree(s).widgets, id)?.name ?? '').join('\n')).split('\n');
  const langs = addLangs(services);
  // A new slide goes after the last one, so the dots and arrows stay after the slides.
  const at = () => (slides.length === 0 ? { where: 'inside' as const, target: w.id, index: 0 } : { where: 'after' as const, target: slides[slides.length - 1] });
  const move = (from: number, to: number) => run({ type: 'widget.move', id: slides[from], at: { where: to < from ? 'before' : 'after', target: slides[to] } });
  const addPicture = async () => {
    const m = await pick();
    if (m === null) return;
    run({ type: 'widget.add', at: at(), widget: { type: 'slide' }, ...langs, design: true,
      children: [{ widget: { type: 'image', cfg: { src: m.url, alt: m.title, width: 1200, height: 600 }, style: { desktop: { width: '100%', height: 'auto' } } } }] });
  };
  return (
    <Section title={t('panels.slider')}>
      <ListEditor items={slides} testId="slides"
        rowName={(_id, i) => t('slider.slideName', { n: i + 1 })}
        onMove={move} onRemove={(i) => run({ type: 'widget.delete', id: slides[i] })} min={1}
        renderRow={(id, i) => (
          <button type="button" className="ed-linkbtn ed-items__select" onClick={() => run({ type: 'selection.set', ids: [id] })}>
            <MousePointerClick size={14} aria-hidden="true" /> {t('slider.slideName', { n: i + 1 })}
            {names[i] !== undefined && names[i] !== '' ? <span className="ed-muted"> · {names[i]}</span> : null}
          </button>
        )} />
      <div className="ed-grid2">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => run({ type: 'widget.add', at: at(), widget: { type: 'slide' }, ...langs, design: true })}>{t('slider.add')}</button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void addPicture()}><ImagePlus size={14} /> {t('slider.addPicture')}</button>
      </div>
      <Autoplay w={w} />
      {slides.length === 0 && <p className="ed-muted">{t('slider.empty')}</p>}
    </Section>
  );
}

/** Tab names and order: each tab is a child panel, renamed in cfg.tabs and moved with its panel. */
export function TabsPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const services = useEditorServices();
  const { editor, run } = services;
  const panels = useChildIds(w.id);
  // A tab's title is the page's words, like the tabs the widget came with.
  const defaultName = (i: number) => newItemTitle('tab', i + 1, services.contentLang);
  /** Panels and their names as they are now, names fitted to exactly the panels there are. */
  const now = () => {
    const tree = currentTree(editor.getState());
    const ids = childIds(tree, w.id);
    const names = listAt(pget(tree.widgets, w.id) ?? w, 'tabs');
    return { ids, names: ids.map((_id, i) => str(names[i]) || defaultName(i)) };
  };
  const shown = listAt(w, 'tabs');
  const nameOf = (i: number) => str(shown[i]) || defaultName(i);
  // The panel and its name change together: one transaction, one undo step; a refusal changes neither.
  const both = (fn: (cur: ReturnType<typeof now>) => void) => {
    try {
      editor.transaction(() => fn(now()));
    } catch (err) {
      toasts.show('danger', engineErrorText(err));
    }
  };
  const setNames = (value: string[]) => editor.dispatch({ type: 'widget.param.set', id: w.id, path: 'tabs', value });
  const move = (from: number, to: number) => both(({ ids, names }) => {
    editor.dispatch({ type: 'widget.move', id: ids[from], at: { where: to < from ? 'before' : 'after', target: ids[to] } });
    setNames(moved(names, from, to));
  });
  const remove = (i: number) => both(({ ids, names }) => {
    editor.dispatch({ type: 'widget.delete', id: ids[i] });
    setNames(removed(names, i));
  });
  const add = () => both(({ ids, names }) => {
    editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: w.id }, widget: { type: 'column' }, ...addLangs(services) });
    setNames([...names, defaultName(ids.length)]);
  });
  return (
    <Section title={t('panels.tabs')}>
      <ListEditor items={panels} testId="tabs"
        rowName={(_id, i) => t('tabs.itemName', { n: i + 1, title: nameOf(i) })}
        onMove={move} onRemove={remove} min={1} onAdd={add} addLabel={t('tabs.add')}
        renderRow={(_id, i) => (
          <TextField label={t('tabs.name', { n: i + 1 })} value={nameOf(i)}
            onCommit={(v) => run({ type: 'widget.param.set', id: w.id, path: 'tabs', value: replaced(now().names, i, v) })} />
        )} />
    </Section>
  );
}
