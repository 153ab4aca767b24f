import { apiCall } from './api';

/**
 * The 1,000-widget page of the editor and app benchmarks, in the stored content shape:
 * 19 sections × 4 columns × 12 leaves (text, heading, button, text) = 1,007 widgets.
 */
export function bigPage(): { widgets: Record<string, unknown>; tree: unknown[]; count: number; leafIds: number[] } {
  const widgets: Record<string, unknown> = {};
  const tree: unknown[] = [];
  const leafIds: number[] = [];
  let id = 1;
  const w = (wid: number, type: string, cfg: Record<string, unknown>, style: Record<string, unknown>, parentId: number | null) =>
    ({ id: wid, type: `widget-${type}`, name: type, cfg, classes: [], style, parentId, v: type === 'button' ? '0.3' : '0.1' });
  for (let s = 0; s < 19; s++) {
    const sid = id++;
    widgets[sid] = w(sid, 'container', { columns: 4, tag: 'section' }, { desktop: { display: 'flex', gap: '16px', padding: '24px' }, mobile: { flexDirection: 'column' } }, null);
    const cols: unknown[] = [];
    for (let c = 0; c < 4; c++) {
      const cid = id++;
      widgets[cid] = w(cid, 'column', {}, { desktop: { flex: '1 1 0', display: 'flex', flexDirection: 'column', gap: '8px' } }, sid);
      const leaves: unknown[] = [];
      for (let l = 0; l < 12; l++) {
        const lid = id++;
        const kind = ['text', 'heading', 'button', 'text'][l % 4];
        widgets[lid] = kind === 'button'
          ? w(lid, 'button', { text: `Buy ${lid}`, target: 'link', link: { value: '#' } }, { desktop: { padding: '8px 16px', backgroundColor: '#1d4ed8', color: '#fff', borderRadius: '6px' } }, cid)
          : kind === 'heading'
            ? w(lid, 'heading', { text: `Heading ${lid}`, level: 3 }, { desktop: { fontSize: '22px' } }, cid)
            : w(lid, 'text', { text: `Paragraph ${lid}: fast, calm and clear.` }, { desktop: { fontSize: `${13 + (lid % 5)}px`, color: '#374151' } }, cid);
        leaves.push({ id: lid, type: `widget-${kind}`, cd: [], parentId: cid });
        leafIds.push(lid);
      }
      cols.push({ id: cid, type: 'widget-column', cd: leaves, parentId: sid });
    }
    tree.push({ id: sid, type: 'widget-container', cd: cols, parentId: null });
  }
  return { widgets, tree, count: id - 1, leafIds };
}

/** A new account (the e2e harness password) holding the 1,000-widget page as its draft, through the API. */
export async function seedBigPage(base: string): Promise<{ token: string; pageId: number; count: number }> {
  const { token } = await apiCall<{ token: string }>(base, 'POST', '/session/register', null, {
    name: 'Bench', email: `bench.${Date.now()}@example.ru`, password: 'Harbour-Lantern-42', agreements: { offer: true, personal_data: true },
  });
  const created = await apiCall<{ id: number }>(base, 'POST', '/pages', token, { title: 'Большая страница' });
  const { revision } = await apiCall<{ revision: number }>(base, 'GET', `/pages/${created.id}/content`, token);
  const content = bigPage();
  await apiCall(base, 'POST', `/pages/${created.id}/draft`, token, { revision, data: { version: '0.2', widgets: content.widgets, tree: content.tree, fragments: {} } });
  return { token, pageId: created.id, count: content.count };
}
