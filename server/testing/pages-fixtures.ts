// Content fixtures for the pages-area tests: a page with one text widget (and optionally a form),
// in the stored shape of SPEC §3 that the engine imports.
export function textContent(text: string, withForm = false) {
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-text', name: 'Text', cfg: { text }, classes: [], style: {}, parentId: null, v: '0.1' },
  };
  const tree: unknown[] = [{ id: 1, type: 'widget-text', cd: [], parentId: null }];
  if (withForm) {
    widgets[2] = { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Order' }, classes: [], style: {}, parentId: null, v: '0.1' };
    widgets[3] = { id: 3, type: 'widget-input', name: 'Name', cfg: { name: 'name', type: 'text' }, classes: [], style: {}, parentId: 2, v: '0.1' };
    tree.push({ id: 2, type: 'widget-form', cd: [{ id: 3, type: 'widget-input', cd: [], parentId: 2 }], parentId: null });
  }
  return { version: '0.2', widgets, tree, fragments: {} };
}
