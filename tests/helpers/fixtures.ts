// Real rows of one account for suites that walk the route table (tenant isolation, the
// malformed-input sweep): every path with a parameter maps to ids that exist, so a call reaches
// the handler's own code instead of stopping at a 404.
import { api, routes } from '../../api/index';
import { GOOD_CARD, type Harness } from './db';

/** Path of the route table → its parameters. */
export type PathIds = Record<string, Record<string, number>>;

/** Pages-area fixtures of the account of `token`; `recipientEmail` receives a pending transfer. */
export async function pagesAreaFixtures(h: Harness, token: string, recipientEmail: string): Promise<PathIds> {
  const page = await h.ok(api.pages.create, { token, body: { title: 'First page' } });
  const published = await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: {} });
  const historyId = (await h.ok(api.pages.history, { token, params: { pageId: page.id } })).items[0].id;
  const trashed = await h.ok(api.pages.create, { token, body: { title: 'Trashed' } });
  await h.ok(api.pages.remove, { token, params: { pageId: trashed.id } });
  const other = await h.ok(api.pages.create, { token, body: { title: 'Offered' } });
  const transfer = await h.ok(api.pageTransfers.create, { token, params: { pageId: other.id }, body: { email: recipientEmail } });
  const folder = await h.ok(api.folders.create, { token, body: { title: 'F' } });
  const plugin = await h.ok(api.plugins.create, { token, body: { kind: 'custom_code', name: 'C', code: '<b>x</b>', all_pages: true } });
  const domain = await h.ok(api.domains.create, { token, body: { name: 'first-account.ru' } });
  const record = await h.ok(api.domains.recordCreate, { token, params: { domainId: domain.id }, body: { type: 'A', value: '1.2.3.4' } });
  const pageId = published.page.id;
  const lead = await firstLead(h, pageId);
  const forwardId = await failedForward(h, pageId, lead);
  const paths: PathIds = {
    '/leads/:leadId': { leadId: lead },
    // The lead has no file answer: any id reads as none here. server/leads/lead-files.test.ts sends a
    // real file and shows another account and a member without lead.list turned away from it.
    '/leads/:leadId/files/:fileId': { leadId: lead, fileId: 1 },
    '/pages/:pageId/forwarder/deliveries/:deliveryId/retry': { pageId, deliveryId: forwardId },
    '/pages/:pageId/forwarder/deliveries/:deliveryId/attempts': { pageId, deliveryId: forwardId },
    '/pages/:pageId/history/:historyId': { pageId, historyId },
    '/trash/:id': { id: trashed.id },
    '/folders/:folderId': { folderId: folder.id },
    '/folders/:folderId/move': { folderId: folder.id },
    '/pages/plugins/:pluginId': { pluginId: plugin.id },
    '/pages/plugins/:pluginId/clone': { pluginId: plugin.id },
    '/domains/:domainId': { domainId: domain.id },
    '/domains/records/:recordId': { recordId: record.id },
  };
  for (const r of routes) {
    if (r.path.startsWith('/pages/transfer/:transferId')) paths[r.path] = { transferId: transfer.transferId };
    else if (r.path.includes(':pageId') && !paths[r.path]) paths[r.path] = { pageId };
    else if (r.path.startsWith('/domains/:domainId')) paths[r.path] = { domainId: domain.id };
  }
  return paths;
}

/** A lead of the page `pageId`, as intake stores it. */
async function firstLead(h: Harness, pageId: number): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ id: string }>(
    "INSERT INTO leads (account_id, page_id, form, fields, title, search) SELECT account_id, id, 'F', '{\"name\":\"First lead\"}', 'First lead', 'first lead' FROM pages WHERE id = $1 RETURNING id", [pageId],
  ));
  return Number(rows[0].id);
}

/** A failed forward of the lead `leadId` (the page's forwarder log). */
async function failedForward(h: Harness, pageId: number, leadId: number): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ id: string }>(
    "INSERT INTO page_forward_deliveries (account_id, page_id, lead_id, method, state, attempts) SELECT account_id, id, $2, 'POST', 'failed', 1 FROM pages WHERE id = $1 RETURNING id", [pageId, leadId],
  ));
  return Number(rows[0].id);
}

/** Design, ready-block and media fixtures of the account of `token`. */
export async function designMediaFixtures(h: Harness, token: string): Promise<PathIds> {
  const font = (await h.ok(api.design.fontPresetsList, { token })).items[0];
  const palette = (await h.ok(api.design.palettesList, { token })).items[0];
  const style = (await h.ok(api.design.stylesList, { token })).items[0];
  const content = { widgets: { 1: { id: 1, type: 'widget-text', name: 'T', cfg: { text: 'x' }, classes: [], style: {}, parentId: null, v: '0.1' } }, tree: [{ id: 1, type: 'widget-text', cd: [] }] };
  const block = await h.ok(api.templates.createBlock, { token, body: { name: 'First block', cover: '/c.png', category: 'empty', content } });
  const folder = await h.ok(api.media.create, { token, body: { title: 'First folder' } });
  return {
    '/font_presets/:id': { id: font.id }, '/palettes/:id': { id: palette.id }, '/styles/:id': { id: style.id },
    '/creator/blocks/:id': { id: block.id }, '/creator/blocks/:blockId': { blockId: block.id }, '/media/:id': { id: folder.id },
    '/templates/blocks/:blockId': { blockId: block.id },
    '/media/:id/items/:itemId': { id: folder.id, itemId: 1 },
    // Template collections are shipped with the product and shared by every account (not tenant
    // data); a missing one must still be a 404. Own blocks inside a collection's list are checked
    // for isolation in server/pages/templates.test.ts.
    '/templates/collections/:id': { id: 999 }, '/templates/collections/:collectionId/blocks': { collectionId: 999 },
  };
}

/** Billing fixtures: an unpaid bill and a saved card. */
export async function billingFixtures(h: Harness, token: string): Promise<PathIds> {
  const { bill } = await h.ok(api.account.changeTariff, { token, body: { tarif: 'business' } });
  const method = await h.ok(api.billing.methodsCreate, { token, body: { card: GOOD_CARD } });
  return {
    '/account/bills/:id': { id: bill.id }, '/account/bills/:id/pay': { id: bill.id }, '/account/bills/:id/cancel': { id: bill.id },
    '/account/methods/:id': { id: method.id },
  };
}

/** Integrations (with a delivery, its job dead) and contacts of the account of `token`. */
export async function leadsFollowUpFixtures(h: Harness, token: string): Promise<PathIds> {
  // The contact on the account's existing page (pagesAreaFixtures), so the page lists stay as they were.
  const page = (await h.ok(api.pages.list, { token })).items.find((p) => p.title === 'First page') as { id: number };
  const hook = await h.ok(api.integrations.create, { token, body: { type: 22, settings: { url: 'https://hooks.example.com/first' } } });
  const delivery = await h.ok(api.integrations.test, { token, params: { id: hook.id } });
  const contact = await h.ok(api.contacts.create, { token, body: { email: 'first-contact@example.com', pages: [page.id] } });
  // The test delivery's job, given up (as after its last failed attempt): /settings lists it.
  const [dead] = await h.database.withConnection((c) => c.query<{ id: string }>(
    `UPDATE jobs SET state = 'dead', attempts = max_attempts, last_error = 'HTTP 500', finished_at = now()
     WHERE kind = 'integrations.deliver' AND (payload->>'deliveryId')::bigint = $1 RETURNING id`, [delivery.id]));
  const paths: PathIds = {
    '/settings/jobs/:id/retry': { id: Number(dead.id) }, '/settings/jobs/:id/resolve': { id: Number(dead.id) },
    '/integrations/:id/deliveries/:deliveryId/resend': { id: hook.id, deliveryId: delivery.id },
    '/contacts/:contact_id/:page_id': { contact_id: contact.id, page_id: page.id },
    '/contacts/:contact_id/pages': { contact_id: contact.id },
  };
  for (const r of routes) {
    if (r.path.startsWith('/integrations/:id')) paths[r.path] ??= { id: hook.id };
    if (r.path.startsWith('/contacts/:id')) paths[r.path] ??= { id: contact.id };
  }
  return paths;
}

/** Customer-data fixtures of the first account. */
export async function cdpAreaFixtures(h: Harness, token: string): Promise<PathIds> {
  const person = await h.ok(api.cdp.personsCreate, { token, body: { name: 'First person', email: 'first-person@example.com' } });
  const [pipeline] = await h.ok(api.cdp.pipelinesList, { token });
  const process = await h.ok(api.cdp.processCreate, { token, body: { title: 'First process' } });
  const step = await h.ok(api.cdp.stepsCreate, { token, params: { id: process.id }, body: { title: 'First step' } });
  const field = await h.ok(api.cdp.fieldsCreate, { token, body: { model: 'person', key: 'level', title: 'Level', type: 'text' } });
  const doc = await h.ok(api.cdp.documentsCreate, { token, params: { personId: person.id }, body: { type: 'document', title: 'First doc' } });
  const product = await h.ok(api.sales.productsCreate, { token, body: { title: 'First product', price: 100, status: 'active' } });
  const order = await h.ok(api.sales.ordersCreate, { token, body: { person_id: person.id, items: [{ product_id: product.id }] } });
  const webinar = await h.ok(api.sales.webinarsCreate, { token, body: { title: 'First webinar', starts_at: new Date(Date.now() + 86_400_000).toISOString() } });
  const signup = await h.ok(api.sales.webinarsRegister, { token, params: { webinarId: webinar.id }, body: { person_id: person.id } });
  const task = await h.ok(api.tasks.create, { token, body: { title: 'First task', person_id: person.id } });
  const paths: PathIds = {
    '/cdp/pipelines/:id': { id: pipeline.id }, '/cdp/persons/pipeline/:id': { id: pipeline.id },
    '/cdp/process/:id/steps/:stepId': { id: process.id, stepId: step.id },
    '/cdp/fields/:id': { id: field.id }, '/cdp/products/:id': { id: product.id }, '/tasks/:id': { id: task.id },
  };
  for (const r of routes) {
    if (r.path.startsWith('/cdp/persons/:personId/documents/:docId')) paths[r.path] = { personId: person.id, docId: doc.id };
    else if (r.path.startsWith('/cdp/persons/:personId')) paths[r.path] = { personId: person.id };
    else if (r.path.startsWith('/cdp/process/:id') && !paths[r.path]) paths[r.path] = { id: process.id };
    else if (r.path.startsWith('/cdp/orders/:orderId')) paths[r.path] = { orderId: order.id };
    else if (r.path.startsWith('/cdp/webinars/:webinarId')) paths[r.path] = { webinarId: webinar.id };
    else if (r.path.startsWith('/cdp/signups/:signupId')) paths[r.path] = { signupId: signup.id };
    else if (r.path.startsWith('/tasks/:id')) paths[r.path] = { id: task.id };
  }
  return paths;
}

/**
 * Every fixture of the account of `token`: a project, a member, pages, design and media, billing, integrations
 * and contacts, customer data, and an A/B test (draft) of the published page — `variantId` is its variant B
 * (variant ids travel in queries and bodies, not paths).
 */
export async function accountFixtures(h: Harness, token: string, recipientEmail: string, memberEmail: string): Promise<{ paths: PathIds; projectId: number; memberId: number; variantId: number }> {
  const project = await h.ok(api.projects.create, { token, body: { title: 'First project' } });
  const member = await h.ok(api.access.create, { token, body: { email: memberEmail, name: 'First member', password: 'Quartz-Lagoon-7' } });
  const paths: PathIds = {
    '/projects/:id': { id: project.id }, '/access/users/:id': { id: member.id },
    '/access/users/:id/permissions': { id: member.id },
    ...(await pagesAreaFixtures(h, token, recipientEmail)),
    ...(await designMediaFixtures(h, token)),
    ...(await billingFixtures(h, token)),
    ...(await leadsFollowUpFixtures(h, token)),
    ...(await cdpAreaFixtures(h, token)),
  };
  const campaign = await h.ok(api.campaigns.create, { token, params: { pageId: paths['/pages/:pageId'].pageId }, body: { name: 'First test' } });
  return { paths, projectId: project.id, memberId: member.id, variantId: campaign.variants[1].id };
}
