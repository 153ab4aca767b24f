// SPEC §7 "Pages" transfers between accounts (owner only, SPEC §6): the sender offers pages to the
// account of an email; that account's owner accepts (the page, its draft and history move) or
// either side cancels.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { email, id, idParam, isoDate } from '../schemas';
import { filters, listQuery, listResponse } from '../list';

export const transferSchema = v.object({
  transferId: id,
  page_id: id,
  /** The page's title, else its internal name (both sides are account owners, who see it). */
  page_title: v.string(),
  direction: v.picklist(['incoming', 'outgoing']),
  status: v.picklist(['pending', 'accepted', 'cancelled']),
  /** The other side: recipient email for outgoing, sender email for incoming. */
  email: v.string(),
  created: isoDate,
});

const transferParams = v.object({ transferId: idParam });

export const transferSorts = ['created', 'status'] as const;
export type TransferSort = (typeof transferSorts)[number];
export const transferDirections = ['incoming', 'outgoing'] as const;
export const transferStatuses = ['pending', 'accepted', 'cancelled'] as const;

/**
 * SPEC §7 names GET /pages/transfer without its query or answer: it takes the list contract (page,
 * limit, search by page title or the other side's email, sort[created|status] — status orders
 * pending, accepted, cancelled — and the direction and status filters) and answers the list response.
 */
export const list = defineRoute({
  name: 'pages.transfer.list', method: 'GET', path: '/pages/transfer', auth: true,
  query: listQuery({
    sort: transferSorts, defaultSort: { by: 'created', dir: 'desc' },
    filters: { direction: filters.oneOf(transferDirections), status: filters.oneOf(transferStatuses) },
  }),
  response: listResponse(transferSchema),
});

export const createMany = defineRoute({
  name: 'pages.transfer.createMany', method: 'POST', path: '/pages/transfer', auth: true,
  body: v.object({ pages: v.pipe(v.array(id), v.minLength(1), v.maxLength(100)), email }),
  response: v.object({ items: v.array(transferSchema) }),
});

export const create = defineRoute({
  name: 'pages.transfer.create', method: 'POST', path: '/pages/:pageId/transfer', auth: true,
  params: v.object({ pageId: idParam }), body: v.object({ email }), response: transferSchema,
});

export const accept = defineRoute({
  name: 'pages.transfer.accept', method: 'POST', path: '/pages/transfer/:transferId/accept', auth: true, params: transferParams,
  /** The recipient's project the page joins (the one they are looking at); absent: their first project. */
  body: v.optional(v.object({ project_id: v.optional(v.nullable(id)) }), {}),
  response: transferSchema,
});

export const cancel = defineRoute({
  name: 'pages.transfer.cancel', method: 'POST', path: '/pages/transfer/:transferId/cancel', auth: true, params: transferParams, response: transferSchema,
});

export const pageTransferRoutes = { list, createMany, create, accept, cancel } as const;
