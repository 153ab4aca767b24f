// SPEC §7 "Contacts": addresses besides the forms' «Email для заявок» that get a mail for every lead
// of the pages they are attached to. Owner only (SPEC §6). A contact receives nothing until the
// person behind the address approves it through the link mailed to them (a one-time token; the
// approve call needs no session, the token is the proof).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { listQuery, listResponse } from '../list';
import { email, id, idParam, isoDate, okResponse } from '../schemas';

export const contactSchema = v.object({
  id,
  email: v.string(),
  name: v.string(),
  approved: v.boolean(),
  approved_at: v.nullable(isoDate),
  /** When the last confirmation link was mailed. */
  approve_sent_at: v.nullable(isoDate),
  pages: v.array(id),
  created: isoDate,
});
export type ContactView = v.InferOutput<typeof contactSchema>;

const name = v.pipe(v.string(), v.trim(), v.maxLength(200));
const params = v.object({ id: idParam });
const pageIds = v.pipe(v.array(id), v.maxLength(1000));

export const list = defineRoute({
  name: 'contacts.list', method: 'GET', path: '/contacts', auth: true,
  query: listQuery({ sort: ['email', 'created'], defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(contactSchema),
});

/** Mails the confirmation link at once. */
export const create = defineRoute({
  name: 'contacts.create', method: 'POST', path: '/contacts', auth: true,
  body: v.object({ email, name: v.optional(name), pages: v.optional(pageIds) }),
  response: contactSchema,
});

/** The contact as seen from one page's settings: whether it gets that page's leads. */
export const forPage = defineRoute({
  name: 'contacts.forPage', method: 'GET', path: '/contacts/:contact_id/:page_id', auth: true,
  params: v.object({ contact_id: idParam, page_id: idParam }),
  response: v.object({ contact: contactSchema, page_id: id, attached: v.boolean() }),
});

/** Replaces the pages the contact is attached to. */
export const setPages = defineRoute({
  name: 'contacts.setPages', method: 'PATCH', path: '/contacts/:contact_id/pages', auth: true,
  params: v.object({ contact_id: idParam }), body: v.object({ pages: pageIds }), response: contactSchema,
});

/** A new email must be approved again (a new link is mailed to it). */
export const update = defineRoute({
  name: 'contacts.update', method: 'PATCH', path: '/contacts/:id', auth: true, params,
  body: v.object({ email: v.optional(email), name: v.optional(name) }), response: contactSchema,
});

export const remove = defineRoute({ name: 'contacts.delete', method: 'DELETE', path: '/contacts/:id', auth: true, params, response: okResponse });

/** Called from the mailed link by the person behind the address; `token` is the link's one-time token. */
export const approve = defineRoute({
  name: 'contacts.approve', method: 'POST', path: '/contacts/:id/approve', auth: false, bodyToken: 'token', params,
  body: v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)) }),
  response: v.object({ email: v.string() }),
});

export const attach = defineRoute({
  name: 'contacts.attach', method: 'POST', path: '/contacts/:id/pages', auth: true, params,
  body: v.object({ page_id: id }), response: contactSchema,
});

export const detach = defineRoute({
  name: 'contacts.detach', method: 'DELETE', path: '/contacts/:id/pages', auth: true, params,
  query: v.object({ page_id: idParam }), response: contactSchema,
});

/** Mails a fresh confirmation link (the previous one stops working). */
export const resend = defineRoute({ name: 'contacts.resend', method: 'POST', path: '/contacts/:id/resend', auth: true, params, response: contactSchema });

/**
 * The account's own lead mail: every lead of its pages goes to the owner's address unless switched
 * off — once that address is confirmed (a mail to an unconfirmed address could be anyone's).
 */
export const leadMailSchema = v.object({
  /** Whether the owner is mailed the account's leads. */
  owner: v.boolean(),
  /** The owner's address. */
  email: v.string(),
  /** Whether that address is confirmed: no mail goes to it before. */
  confirmed: v.boolean(),
});
export type LeadMailView = v.InferOutput<typeof leadMailSchema>;

export const leadMail = defineRoute({ name: 'contacts.leadMail', method: 'GET', path: '/contacts/lead-mail', auth: true, response: leadMailSchema });

export const setLeadMail = defineRoute({
  name: 'contacts.setLeadMail', method: 'PATCH', path: '/contacts/lead-mail', auth: true, body: v.object({ owner: v.boolean() }), response: leadMailSchema,
});

/**
 * Page settings "notifications": who gets a mail for each lead of the page — the «Email для заявок»
 * of each form of its published version, and the contacts attached to it.
 */
export const pageNotifications = defineRoute({
  name: 'contacts.pageNotifications', method: 'GET', path: '/pages/:pageId/notifications', auth: true,
  params: v.object({ pageId: idParam }),
  response: v.object({
    published: v.boolean(),
    forms: v.array(v.object({ form: v.string(), email: v.string() })),
    contacts: v.array(contactSchema),
    /** The owner's address when it gets the account's leads (null: switched off, unconfirmed, or the caller is a member). */
    owner: v.nullable(v.string()),
  }),
});

export const contactRoutes = { list, create, forPage, setPages, update, remove, approve, attach, detach, resend, leadMail, setLeadMail, pageNotifications } as const;
