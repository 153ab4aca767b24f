// The layers panel: the tree of the page, or of the open modal. A row selects its widget (a form
// whose fields fill it, too), renames it, hides or shows it on the screen being edited, and is
// dragged to reorder (React Aria's tree drag and drop; the keyboard can drag too). "Select the
// parent" is a button here and Shift+Enter on the canvas. Every change is one engine event.
// A page has a thousand rows and more: the tree is virtualised (React Aria's Virtualizer, so its
// keyboard, selection and drag and drop stay the tree's own) — only the rows in view are in the DOM,
// and a widget selected elsewhere (the canvas) has its row scrolled into view.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Collection } from 'react-aria-components/Collection';
import { Tree, TreeItem, TreeItemContent } from 'react-aria-components/Tree';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import type { Key, Selection } from 'react-aria-components';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CornerLeftUp from 'lucide-react/icons/corner-left-up';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Pencil from 'lucide-react/icons/pencil';
import { canHaveChildren, childIds, isHiddenOn, pget, type Position, type WidgetTree } from '../engine';
import { typeIcon } from '../rail/widgetIcons';
import { useEditorServices } from '../state/EditorContext';
import { currentTree, useEditorSelector, useScreen, useSelection } from '../state/hooks';

/** Ids of the rows that have rows inside them. */
function parents(nodes: readonly LayerNode[], out = new Set<Key>()): Set<Key> {
  for (const n of nodes) {
    if (n.children.length > 0) out.add(n.id);
    parents(n.children, out);
  }
  return out;
}

export interface LayerNode {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly hidden: boolean;
  readonly box: boolean;
  readonly children: readonly LayerNode[];
}

/** The tree as layer rows (rebuilt only when the tree or the screen changes). */
export function layerNodes(tree: WidgetTree, screen: Parameters<typeof isHiddenOn>[1]): LayerNode[] {
  const build = (parent: number | null): LayerNode[] => childIds(tree, parent).flatMap((id) => {
    const w = pget(tree.widgets, id);
    if (w === undefined) return [];
    return [{ id, name: w.name, type: w.type, hidden: isHiddenOn(w.cfg, screen), box: canHaveChildren(w.type), children: build(id) }];
  });
  return build(null);
}

/** A row's height in the layers (the virtualiser places rows by it; .ed-layer's height). */
export const LAYER_ROW_HEIGHT = 30;

/**
 * Space above and below the rows, laid out by the virtualiser (not CSS padding on the tree: the drop
 * target under the pointer is found from the tree's box, which padding would shift).
 */
const LAYERS_PADDING = 8;

/** The rows shown, in order: every node whose ancestors are all open. */
export function visibleRows(nodes: readonly LayerNode[], open: ReadonlySet<Key>, out: number[] = []): number[] {
  for (const n of nodes) {
    out.push(n.id);
    if (open.has(n.id)) visibleRows(n.children, open, out);
  }
  return out;
}

/**
 * The scroll position that brings the row at `index` into a view of `viewHeight` starting at
 * `scrollTop` (rows start `offset` px into the scrolled content); null when it is in view already.
 */
export function scrollToRow(index: number, offset: number, scrollTop: number, viewHeight: number): number | null {
  const top = offset + index * LAYER_ROW_HEIGHT;
  if (top >= scrollTop && top + LAYER_ROW_HEIGHT <= scrollTop + viewHeight) return null;
  // Centred, as a person looking for it expects it in the middle.
  return Math.max(0, Math.round(top - (viewHeight - LAYER_ROW_HEIGHT) / 2));
}

/** What a drop onto a row means for the engine: inside a box, or before / after the row. */
export function dropAt(target: { key: Key; dropPosition: 'on' | 'before' | 'after' }): Position {
  const id = Number(target.key);
  return target.dropPosition === 'on' ? { where: 'inside', target: id } : { where: target.dropPosition, target: id };
}

/**
 * The name being changed. It takes the focus once the tree has settled (the press that opened it
 * moves the tree's focus to a row), and only a blur after that ends it.
 */
function RenameField({ name, label, onDone }: { name: string; label: string; onDone: (value: string | null) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const ready = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      ready.current = true;
      ref.current?.focus();
      ref.current?.select();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    // The tree must not take the keys typed into the name.
    e.stopPropagation();
    if (e.key === 'Enter') onDone(e.currentTarget.value);
    if (e.key === 'Escape') onDone(null);
  };
  return (
    <input ref={ref} className="ed-input ed-layer__input" defaultValue={name} aria-label={label}
      onKeyDown={keys} onClick={(e) => e.stopPropagation()} onBlur={(e) => ready.current && onDone(e.target.value)} />
  );
}

function Row({ node, expanded, renaming, setRenaming }: { node: LayerNode; expanded: boolean; renaming: boolean; setRenaming: (on: boolean) => void }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const screen = useScreen();
  const Icon = typeIcon(node.type);
  const finish = (value: string | null) => {
    setRenaming(false);
    if (value !== null && value.trim() !== '' && value.trim() !== node.name) run({ type: 'widget.rename', id: node.id, name: value.trim() });
  };
  return (
    <div className={node.hidden ? 'ed-layer ed-layer--hidden' : 'ed-layer'}>
      <Button slot="drag" className="ed-layer__grip" aria-label={t('layers.drag', { name: node.name })}><GripVertical size={14} /></Button>
      {node.children.length > 0
        ? <Button slot="chevron" className="ed-layer__chevron" aria-label={t(expanded ? 'layers.collapse' : 'layers.expand', { name: node.name })}><ChevronRight size={14} /></Button>
        : <span className="ed-layer__chevron" aria-hidden="true" />}
      <Icon size={14} aria-hidden="true" className="ed-layer__icon" />
      {renaming ? <RenameField name={node.name} label={t('layers.newName', { name: node.name })} onDone={finish} />
       : <span className="ed-layer__name" title={node.name}>{node.name}</span>}
      <Button className="ed-layer__tool" aria-label={t('layers.rename', { name: node.name })}
        onPress={() => setRenaming(true)}><Pencil size={13} /></Button>
      <Button className="ed-layer__tool" data-pressed-state={node.hidden || undefined}
        aria-label={t(node.hidden ? 'layers.show' : 'layers.hide', { name: node.name, screen: t(`screen.${screen}`) })}
        onPress={() => run(node.hidden ? { type: 'widget.show', id: node.id, screen } : { type: 'widget.hide', id: node.id, screen })}>
        {node.hidden ? <EyeOff size={13} /> : <Eye size={13} />}
      </Button>
    </div>
  );
}

export function LayersFlyout() {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const tree = useEditorSelector((s) => currentTree(s));
  const modal = useEditorSelector((s) => (s.store === 'page' ? null : s.doc.fragments.find((f) => f.id === s.store)?.title ?? ''));
  const screen = useScreen();
  const selection = useSelection();
  const nodes = useMemo(() => layerNodes(tree, screen), [tree, screen]);
  const selected = selection.length === 1 ? pget(tree.widgets, selection[0]) : undefined;
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  // Kept here, not in the row: the tree may render a row anew while its name is being typed.
  const [renaming, setRenaming] = useState<number | null>(null);
  // Every box starts open; what the person closes stays closed.
  const expanded = useMemo(() => new Set([...parents(nodes)].filter((k) => !collapsed.has(k))), [nodes, collapsed]);
  // The selected widget's ancestors open, so its row is there to see.
  const open = useMemo(() => {
    const out = new Set(expanded);
    for (let p = selected?.parentId ?? null; p !== null; p = pget(tree.widgets, p)?.parentId ?? null) out.add(p);
    return out;
  }, [expanded, selected, tree]);

  const { dragAndDropHooks } = useDragAndDrop<LayerNode>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    // Only boxes take widgets dropped onto them; rows take them before and after.
    shouldAcceptItemDrop: (target) => canHaveChildren(pget(tree.widgets, Number(target.key))?.type ?? ''),
    onMove: (e) => {
      for (const key of e.keys) {
        if (Number(key) !== Number(e.target.key)) run({ type: 'widget.move', id: Number(key), at: dropAt(e.target) });
      }
    },
  });

  // A row selected elsewhere (the canvas, the keyboard there) is scrolled into view; the tree's own
  // focus movement scrolls by itself.
  const scrollRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id ?? null;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const treeEl = treeRef.current;
    if (selectedId === null || scroller === null || treeEl === null || treeEl.contains(document.activeElement)) return;
    const index = visibleRows(nodes, open).indexOf(selectedId);
    if (index < 0) return;
    const offset = treeEl.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop + LAYERS_PADDING;
    const to = scrollToRow(index, offset, scroller.scrollTop, scroller.clientHeight);
    if (to !== null) scroller.scrollTop = to;
  }, [selectedId, nodes, open]);

  const onSelect = (keys: Selection) => {
    const ids = keys === 'all' ? [] : [...keys].map(Number);
    run({ type: 'selection.set', ids });
  };
  const renderNode = (node: LayerNode) => (
    <TreeItem id={node.id} textValue={node.name} className="ed-layers__item">
      <TreeItemContent>{({ isExpanded }) => (
        <Row node={node} expanded={isExpanded} renaming={renaming === node.id} setRenaming={(on) => setRenaming(on ? node.id : null)} />
      )}</TreeItemContent>
      <Collection items={node.children} dependencies={[renaming]}>{renderNode}</Collection>
    </TreeItem>
  );

  return (
    <div ref={scrollRef} className="ed-fly__scroll" data-testid="layers">
      <div className="ed-fly__pad">
        {modal !== null && <p className="ed-muted">{t('layers.modal', { title: modal })}</p>}
        <button type="button" className="btn btn--secondary btn--sm btn--block" disabled={selected?.parentId === null || selected === undefined}
          onClick={() => selected?.parentId != null && run({ type: 'selection.set', ids: [selected.parentId] })} title={t('layers.parentHint')}>
          <CornerLeftUp size={14} /> {t('layers.parent')}
        </button>
      </div>
      {nodes.length === 0 ? <p className="ed-muted ed-fly__pad">{t(modal === null ? 'layers.emptyPage' : 'layers.emptyModal')}</p> : (
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: LAYER_ROW_HEIGHT, padding: LAYERS_PADDING }}>
          <Tree ref={treeRef} aria-label={t(modal === null ? 'layers.treePage' : 'layers.treeModal')} className="ed-layers" items={nodes}
            selectionMode="single" selectionBehavior="replace" selectedKeys={new Set(selection)} onSelectionChange={onSelect}
            expandedKeys={open} onExpandedChange={(keys) => setCollapsed(new Set([...parents(nodes)].filter((k) => !keys.has(k))))}
            dragAndDropHooks={dragAndDropHooks} dependencies={[renaming]}>
            {renderNode}
          </Tree>
        </Virtualizer>
      )}
    </div>
  );
}
