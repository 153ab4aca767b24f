// Contacts and lead notifications: a contact is approved only through its mailed one-time link,
// gets a mail for each lead of its pages once approved, and the form's «Email для заявок» gets one
// too — one mail per (lead, recipient) however often the jobs run. Contacts are the owner's.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { outbox } from '../db/schema';
import { publishFormPage, storeLead } from '../testing/leads';
import { mailLead } from './notify';
import { testDatabases, useHarness } from '../../tests/helpers/db';

const C = api.contacts;

/** The approve link's id and token from the newest mail to `email`. */
async function linkOf(h: ReturnType<typeof useHarness>, email: string) {
  const mails = await h.database.db.select().from(outbox).where(eq(outbox.toEmail, email));
  const text = mails[mails.length - 1]?.text ?? '';
  const m = /\/contact-approve\/(\d+)#([A-Za-z0-9_-]{43})/.exec(text);
  if (!m) throw new Error(`no approve link in: ${text}`);
  return { id: Number(m[1]), token: m[2], text };
}

const mailsTo = async (h: ReturnType<typeof useHarness>, email: string) =>
  h.database.db.select().from(outbox).where(and(eq(outbox.toEmail, email)));

describe.each(testDatabases)('contacts and lead notifications on $name', (db) => {
  const h = useHarness(db);

  it('a contact approves by the mailed link only; the link is single use and never a session token', async () => {
    const { token } = await h.signUp();
    const contact = await h.ok(C.create, { token, body: { email: 'Sales@Example.com', name: 'Отдел продаж' } });
    expect(contact).toMatchObject({ email: 'sales@example.com', approved: false });
    expect(contact.approve_sent_at).not.toBeNull();
    const link = await linkOf(h, 'sales@example.com');
    expect(link.id).toBe(contact.id);
    expect(link.text).not.toContain(token);
    expect(link.text).toContain('откройте ссылку');

    const wrong = await h.fail(C.approve, 404, { params: { id: contact.id }, body: { token: 'x'.repeat(43) } });
    expect(wrong.code).toBe('contact.link_invalid');
    // Without its token the call is unauthenticated, like any call that needs one: 401, before validation.
    for (const body of [undefined, {}, { token: '' }, { token: null }]) {
      expect(await h.fail(C.approve, 401, { params: { id: contact.id }, body })).toMatchObject({ error: 'AuthError', code: 'auth.required' });
    }
    expect((await h.ok(C.list, { token })).items[0]).toMatchObject({ approved: false });
    // A resend replaces the link: the old one stops working.
    await h.ok(C.resend, { token, params: { id: contact.id } });
    const fresh = await linkOf(h, 'sales@example.com');
    expect(fresh.token).not.toBe(link.token);
    await h.fail(C.approve, 404, { params: { id: contact.id }, body: { token: link.token } });
    expect(await h.ok(C.approve, { params: { id: contact.id }, body: { token: fresh.token } })).toEqual({ email: 'sales@example.com' });
    await h.fail(C.approve, 404, { params: { id: contact.id }, body: { token: fresh.token } });
    expect((await h.ok(C.list, { token })).items[0]).toMatchObject({ approved: true });

    // A new address must be approved again.
    const moved = await h.ok(C.update, { token, params: { id: contact.id }, body: { email: 'team@example.com' } });
    expect(moved).toMatchObject({ email: 'team@example.com', approved: false });
    expect((await mailsTo(h, 'team@example.com')).length).toBe(1);
    expect((await h.fail(C.create, 409, { token, body: { email: 'team@example.com' } })).fields).toHaveProperty('email');
  });

  it('mails each lead to the form\'s «Email для заявок» and the approved contacts of the page, once each', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token, { email: 'Form-Owner@Example.com', title: 'Курсы английского' });
    const approved = await h.ok(C.create, { token, body: { email: 'boss@example.com', pages: [pageId] } });
    const { token: t } = await linkOf(h, 'boss@example.com');
    await h.ok(C.approve, { params: { id: approved.id }, body: { token: t } });
    const pending = await h.ok(C.create, { token, body: { email: 'pending@example.com' } });
    await h.ok(C.attach, { token, params: { id: pending.id }, body: { page_id: pageId } });
    const other = await h.ok(C.create, { token, body: { email: 'other@example.com' } });
    await h.ok(C.approve, { params: { id: other.id }, body: { token: (await linkOf(h, 'other@example.com')).token } });

    expect(await h.ok(C.pageNotifications, { token, params: { pageId } })).toMatchObject({
      published: true, forms: [{ form: 'Заявка', email: 'form-owner@example.com' }], contacts: [{ email: 'boss@example.com' }, { email: 'pending@example.com' }],
    });

    const leadId = await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Мария', email: 'maria@example.com' } });
    await h.drainJobs();
    const toForm = await mailsTo(h, 'form-owner@example.com');
    const toBoss = (await mailsTo(h, 'boss@example.com')).filter((m) => m.subject.startsWith('Новая заявка'));
    expect(toForm).toHaveLength(1);
    expect(toBoss).toHaveLength(1);
    expect(toForm[0].subject).toBe('Новая заявка: Курсы английского');
    expect(toForm[0].text).toContain('Имя: Мария');
    expect(toForm[0].text).toContain('utm_source: test');
    expect(toForm[0].text).toContain(`/leads?lead=${leadId}`);
    expect(toForm[0].text).toMatch(/Время: \d\d\.\d\d\.\d{4} \d\d:\d\d \(Europe\/Moscow\)/);
    expect((await mailsTo(h, 'pending@example.com')).filter((m) => m.subject.startsWith('Новая заявка'))).toHaveLength(0);
    expect((await mailsTo(h, 'other@example.com')).filter((m) => m.subject.startsWith('Новая заявка'))).toHaveLength(0);

    // A lead.mail job that runs again (a worker died after sending) mails nothing more.
    expect(await mailLead(h.app.deps, leadId, 'form-owner@example.com')).toBe(false);
    expect(await mailsTo(h, 'form-owner@example.com')).toHaveLength(1);

    // Detached, the contact hears of no further lead.
    await h.ok(C.detach, { token, params: { id: approved.id }, query: { page_id: String(pageId) } });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Пётр' } });
    await h.drainJobs();
    expect((await mailsTo(h, 'boss@example.com')).filter((m) => m.subject.startsWith('Новая заявка'))).toHaveLength(1);
    expect(await mailsTo(h, 'form-owner@example.com')).toHaveLength(2);
  });

  it('with nothing set, each lead is mailed to the owner\'s confirmed address; switched off, not; a form\'s address adds to it', async () => {
    const owner = await h.signUp('anna.owner@example.com');
    const { token } = owner;
    const { pageId, accountId } = await publishFormPage(h, token, { title: 'Курсы' });
    const leadMails = async (to: string) => (await mailsTo(h, to)).filter((m) => m.subject.startsWith('Новая заявка'));

    // Not confirmed yet: nobody can be sure the address is the owner's, so nothing goes to it.
    expect(await h.ok(C.leadMail, { token })).toEqual({ owner: true, email: 'anna.owner@example.com', confirmed: false });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Мария' } });
    await h.drainJobs();
    expect(await leadMails('anna.owner@example.com')).toHaveLength(0);

    await h.ok(api.session.confirmEmail, { query: { email: owner.email, code: await h.lastCode(owner.email) } });
    expect(await h.ok(C.leadMail, { token })).toEqual({ owner: true, email: 'anna.owner@example.com', confirmed: true });
    expect((await h.ok(C.pageNotifications, { token, params: { pageId } })).owner).toBe('anna.owner@example.com');
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Пётр' } });
    await storeLead(h.database.db, { accountId, pageId, fields: { name: 'Ольга' } });
    await h.drainJobs();
    expect(await leadMails('anna.owner@example.com')).toHaveLength(2);

    // Switched off on the contacts screen: no more mail to the owner; a form's own address still gets its leads.
    expect(await h.ok(C.setLeadMail, { token, body: { owner: false } })).toMatchObject({ owner: false });
    expect((await h.ok(C.pageNotifications, { token, params: { pageId } })).owner).toBeNull();
    const withForm = await publishFormPage(h, token, { email: 'sales@example.com', title: 'Акция' });
    await storeLead(h.database.db, { accountId, pageId: withForm.pageId, fields: { name: 'Игорь' } });
    await h.drainJobs();
    expect(await leadMails('anna.owner@example.com')).toHaveLength(2);
    expect(await leadMails('sales@example.com')).toHaveLength(1);

    // Back on: both are mailed.
    await h.ok(C.setLeadMail, { token, body: { owner: true } });
    await storeLead(h.database.db, { accountId, pageId: withForm.pageId, fields: { name: 'Нина' } });
    await h.drainJobs();
    expect(await leadMails('anna.owner@example.com')).toHaveLength(3);
    expect(await leadMails('sales@example.com')).toHaveLength(2);
  });

  it('contacts are the owner\'s: a member is refused; pages must be the account\'s own', async () => {
    const { token } = await h.signUp();
    await h.ok(api.access.create, { token, body: { email: 'm@example.com', name: 'M', password: 'member-pass1' } });
    const member = (await h.ok(api.session.login, { body: { email: 'm@example.com', password: 'member-pass1' } })).token;
    await h.fail(C.list, 403, { token: member });
    await h.fail(C.create, 403, { token: member, body: { email: 'x@example.com' } });
    await h.fail(C.leadMail, 403, { token: member });
    await h.fail(C.setLeadMail, 403, { token: member, body: { owner: false } });
    const { pageId } = await publishFormPage(h, token, { email: 'f@example.com' });
    // A member with page.settings sees the forms' addresses, not the owner's contacts.
    const c = await h.ok(C.create, { token, body: { email: 'c@example.com', pages: [pageId] } });
    expect(await h.ok(C.pageNotifications, { token: member, params: { pageId } })).toMatchObject({ forms: [{ email: 'f@example.com' }], contacts: [], owner: null });
    const stranger = await h.signUp();
    const foreign = await publishFormPage(h, stranger.token);
    await h.fail(C.setPages, 404, { token, params: { contact_id: c.id }, body: { pages: [foreign.pageId] } });
    expect((await h.ok(C.forPage, { token, params: { contact_id: c.id, page_id: pageId } })).attached).toBe(true);
    expect((await h.ok(C.setPages, { token, params: { contact_id: c.id }, body: { pages: [] } })).pages).toEqual([]);
    await h.ok(C.remove, { token, params: { id: c.id } });
    expect((await h.ok(C.list, { token })).total_items).toBe(0);
  });
});
