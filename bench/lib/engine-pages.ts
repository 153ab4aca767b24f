/**
 * Page generators for the engine benchmark: a 10,000-widget page in the current format (built
 * through events, as an editor would) and the same shape in the legacy short-key 0.1 format.
 */
const TYPES = ['text', 'button', 'image', 'heading'] as const;

export interface Shape {
  readonly sections: number;
  readonly columns: number;
  readonly leaves: number;
}

/** 50 sections × 4 columns × 49 leaves + containers = 10,050 widgets. */
export const SHAPE_10K: Shape = { sections: 50, columns: 4, leaves: 49 };

export const countWidgets = (s: Shape): number => s.sections * (1 + s.columns * (1 + s.leaves));

/** Legacy short-key page (version 0.1, styles 0.1, buttons 0.1, form-buttons) for import. */
export function legacyPage(shape: Shape = SHAPE_10K): Record<string, unknown> {
  const widgets: Record<string, unknown> = {};
  const tree: unknown[] = [];
  let id = 1;
  for (let s = 0; s < shape.sections; s++) {
    const sectionId = id++;
    widgets[sectionId] = { i: sectionId, n: `Section ${s}`, t: 'container', c: { columns: shape.columns }, l: [], s: { desktop: { layout: { padding: 16 }, wide: true } }, v: '0.1' };
    const cols: unknown[] = [];
    for (let c = 0; c < shape.columns; c++) {
      const colId = id++;
      widgets[colId] = { i: colId, n: 'Column', t: 'column', c: {}, l: [], s: { desktop: { backgroundPosition: 'left top' } }, v: '0.1' };
      const leaves: unknown[] = [];
      for (let l = 0; l < shape.leaves; l++) {
        const leafId = id++;
        const kind = TYPES[leafId % TYPES.length];
        let w: Record<string, unknown>;
        if (kind === 'button') {
          const legacyFormButton = leafId % 20 === 1;
          w = { i: leafId, n: 'Button', t: legacyFormButton ? 'form-button' : 'button', c: { message: `Buy ${leafId}`, blank: 1, target: 'page', href: '/buy' }, l: [], s: { desktop: { color: '#ffffff', backgroundColor: '#1d4ed8', x: 4 } }, v: '0.1' };
        } else if (kind === 'image') {
          w = { i: leafId, n: 'Image', t: 'image', c: { src: `/img/${leafId}.jpg`, alt: `Picture ${leafId}`, width: 320, height: 200 }, l: [], s: { desktop: { layout: { width: 320 } } }, v: '0.1' };
        } else if (kind === 'heading') {
          w = { i: leafId, n: 'Heading', t: 'heading', c: { text: `Heading ${leafId}`, level: 2 }, l: [], s: { desktop: { fontSize: '28px' }, mobile: { fontSize: '22px' } }, v: '0.1' };
        } else {
          w = { i: leafId, n: 'Text', t: 'text', c: { text: `Paragraph ${leafId} lorem ipsum dolor sit amet` }, l: [], s: { desktop: { color: '#333333', fontSize: `${12 + (leafId % 8)}px` } }, v: '0.1' };
        }
        widgets[leafId] = w;
        leaves.push({ id: leafId, type: w.t, cd: [], parentId: colId });
      }
      cols.push({ id: colId, type: 'column', cd: leaves, parentId: sectionId });
    }
    tree.push({ id: sectionId, type: 'container', cd: cols, parentId: null });
  }
  return { version: '0.1', widgets, tree, fragments: {}, globals: {} };
}
