// A tiny authoring language for shipped content: blocks are written as nested `N` nodes (type
// without the widget- prefix, cfg, per-screen style, children) and `toContent` numbers them and
// produces the stored shape of SPEC §3. Keeps 100+ blocks readable instead of hand-numbered JSON.
import type { Lang } from './landing/kit';
import { layerName } from './layer-names';
import type { Decl, NodeStyle, StoredContent, StoredTreeNode, StoredWidget } from './types';

export interface N {
  type: string;
  name?: string;
  cfg?: Record<string, unknown>;
  style?: NodeStyle;
  children?: N[];
}

/** SPEC §9: 0.3 for buttons, 0.1 for every other widget. */
const versionOf = (type: string) => (type === 'button' ? '0.3' : '0.1');

const NAMES: Record<string, string> = {
  container: 'Контейнер', column: 'Колонка', heading: 'Заголовок', text: 'Текст', button: 'Кнопка', image: 'Изображение',
  icon: 'Иконка', form: 'Форма', input: 'Поле', menu: 'Меню', navbar: 'Навигация', spacer: 'Отступ', counter: 'Счётчик',
  spoiler: 'Спойлер', 'social-links': 'Соцсети', 'link-button': 'Ссылка', mix: 'Группа', video: 'Видео', map: 'Карта',
};

/** Numbers the nodes depth-first from `firstId` and returns the stored content, its widgets named in `lang`. */
export function toContent(nodes: N[], firstId = 1, lang: Lang = 'ru'): StoredContent {
  const widgets: Record<string, StoredWidget> = {};
  let next = firstId;
  const visit = (n: N, parentId: number | null): StoredTreeNode => {
    const id = next++;
    const type = `widget-${n.type}`;
    widgets[id] = {
      id, type, name: layerName(n.name ?? NAMES[n.type] ?? n.type, type, lang), cfg: n.cfg ?? {}, classes: [], style: n.style ?? {}, parentId, v: versionOf(n.type),
    };
    return { id, type, cd: (n.children ?? []).map((c) => visit(c, id)), parentId };
  };
  const tree = nodes.map((n) => visit(n, null));
  return {
    version: '0.2',
    styleVersion: '0.3',
    widgets,
    tree,
    fragments: {},
    globals: { paletteId: null, fontId: null, designId: null, collectionId: null, selectedCollectionId: null, textStyles: [], palette: null },
  };
}

// ---- node helpers used by the block files ----

export const d = (desktop: Decl, mobile?: Decl, tablet?: Decl): NodeStyle => ({
  desktop, ...(tablet ? { tablet } : {}), ...(mobile ? { mobile } : {}),
});

export const heading = (level: number, text: string, style: NodeStyle = {}): N => ({ type: 'heading', cfg: { text, level }, style });
export const text = (value: string, style: NodeStyle = {}): N => ({ type: 'text', cfg: { text: value }, style });
export const spacer = (height: number): N => ({ type: 'spacer', style: d({ height: `${height}px` }, { height: `${Math.round(height / 2)}px` }) });

export type ButtonTarget = { kind: 'link'; href: string } | { kind: 'scroll'; blockId: string } | { kind: 'modal'; modalId: number } | { kind: 'submit' };

export function button(label: string, target: ButtonTarget, style: NodeStyle = {}): N {
  return {
    type: 'button',
    cfg: {
      text: label,
      target: target.kind,
      link: { value: target.kind === 'link' ? target.href : '' },
      newWindow: false,
      modalId: target.kind === 'modal' ? target.modalId : null,
      blockId: target.kind === 'scroll' ? target.blockId : '',
      script: '',
      animation: null,
    },
    style,
  };
}

export const image = (src: string, alt: string, w: number, h: number, style: NodeStyle = {}): N =>
  ({ type: 'image', cfg: { src, alt, width: w, height: h }, style });

export const icon = (name: string, label: string, size: number, style: NodeStyle = {}): N =>
  ({ type: 'icon', cfg: { src: `/content-files/icons/${name}.svg`, label, width: size, height: size }, style });

export const input = (inputType: 'text' | 'phone' | 'email' | 'dropdown', label: string, name: string, placeholder: string, style: NodeStyle = {}, options: string[] = []): N =>
  ({ type: 'input', cfg: { inputType, label, name, placeholder, required: inputType !== 'dropdown', options }, style });

/** A vertical stack (a column widget used as a generic box). */
export const stack = (style: NodeStyle, children: N[], name?: string): N => ({ type: 'column', name, style, children });

/** A row of columns that folds into one column on phones. */
export const row = (columns: N[], gap: number, style: Decl = {}, name?: string): N => ({
  type: 'container',
  name,
  cfg: { columns: columns.length, tag: 'div' },
  style: d({ display: 'flex', flexWrap: 'wrap', gap: `${gap}px`, width: '100%', ...style }, { flexDirection: 'column', gap: `${Math.min(gap, 24)}px` }),
  children: columns,
});

/** A block: a full-width section with an inner column of the given max width. */
export function section(opts: { name: string; bg: string; pad: [number, number]; width?: number; elementId?: string; color?: string; extra?: Decl }, children: N[]): N {
  const [desk, mob] = opts.pad;
  return {
    type: 'container',
    name: opts.name,
    cfg: { columns: 1, tag: 'section', ...(opts.elementId ? { elementId: opts.elementId } : {}) },
    style: d(
      { display: 'flex', justifyContent: 'center', padding: `${desk}px 24px`, background: opts.bg, ...(opts.color ? { color: opts.color } : {}), ...opts.extra },
      { padding: `${mob}px 16px` },
    ),
    children: [stack(d({ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: `${opts.width ?? 1120}px`, gap: '24px' }), children)],
  };
}
