// SPEC §7 "Customer-data area" (products, signups), "Leads and orders" (/cdp/orders, the batch
// status change with the leads' payload shape), §2 "Orders and payments", "Products", "Webinars",
// "Leads and signups" (signups). (The public order page /order/{hash} and its payment are not
// here yet.) Prices are whole rubles (SPEC §9).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, isoDate, okResponse } from '../schemas';
import { MAX_PRICE, MAX_QUANTITY, PRODUCT_STATUSES, PRODUCT_TYPES } from '../cdp';
import { LEAD_STATUS_ORDER, MAX_BATCH } from './leads';
import { httpUrl, requiredText, text } from './cdp';

const price = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PRICE));
/** Order statuses are the leads' (SPEC §4 "Lead and order statuses"). */
const orderStatus = v.picklist(LEAD_STATUS_ORDER);
const personRef = v.nullable(v.object({ id, name: v.string() }));

// ---------------------------------------------------------------------------------------------
// Products (offers and packages)

export const productSchema = v.object({
  id, title: v.string(), description: v.string(), type: v.picklist(PRODUCT_TYPES), status: v.picklist(PRODUCT_STATUSES), price: v.number(),
  orders_count: v.number(), created: isoDate, updated: isoDate,
});
export type Product = v.InferOutput<typeof productSchema>;

export const PRODUCT_SORTS = ['title', 'price', 'created'] as const;
export type ProductSortField = (typeof PRODUCT_SORTS)[number];

const productParams = v.object({ id: idParam });
const productInput = {
  title: requiredText(200),
  description: v.optional(text(10_000), ''),
  type: v.optional(v.picklist(PRODUCT_TYPES), 'other'),
  status: v.optional(v.picklist(PRODUCT_STATUSES), 'draft'),
  price,
};

export const productsList = defineRoute({
  name: 'cdp.products.list', method: 'GET', path: '/cdp/products', auth: true,
  query: listQuery({
    sort: PRODUCT_SORTS, defaultSort: { by: 'created', dir: 'desc' },
    filters: { type: filters.oneOf(PRODUCT_TYPES), status: filters.oneOf(PRODUCT_STATUSES) },
  }),
  response: listResponse(productSchema),
});
export const productsCreate = defineRoute({
  name: 'cdp.products.create', method: 'POST', path: '/cdp/products', auth: true, body: v.object(productInput), response: productSchema,
});
export const productsGet = defineRoute({
  name: 'cdp.products.get', method: 'GET', path: '/cdp/products/:id', auth: true, params: productParams, response: productSchema,
});
export const productsUpdate = defineRoute({
  name: 'cdp.products.update', method: 'PATCH', path: '/cdp/products/:id', auth: true, params: productParams,
  body: v.partial(v.object(productInput)), response: productSchema,
});
/** Orders keep what was ordered (title and price are copied into them). */
export const productsRemove = defineRoute({
  name: 'cdp.products.remove', method: 'DELETE', path: '/cdp/products/:id', auth: true, params: productParams, response: okResponse,
});

// ---------------------------------------------------------------------------------------------
// Orders

export const orderItemSchema = v.object({ id, product_id: v.nullable(id), title: v.string(), price: v.number(), quantity: v.number() });

export const orderRowSchema = v.object({
  id,
  hash: v.string(),
  status: orderStatus,
  total: v.number(),
  person: personRef,
  customer: v.object({ name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  /** The items' titles in one line. */
  summary: v.string(),
  paid_at: v.nullable(isoDate),
  created: isoDate,
});
export type OrderRow = v.InferOutput<typeof orderRowSchema>;

export const orderDetailSchema = v.object({
  ...orderRowSchema.entries,
  items: v.array(orderItemSchema),
  fields: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  comments: v.array(v.object({ id, text: v.string(), user: v.nullable(v.object({ id, name: v.string() })), created: isoDate })),
  history: v.array(v.object({ status_from: orderStatus, status_to: orderStatus, user: v.nullable(v.object({ id, name: v.string() })), created: isoDate })),
  payments: v.array(v.object({
    id, status: v.picklist(['pending', 'succeeded', 'failed']), amount: v.number(), failure: v.nullable(v.string()),
    card: v.nullable(v.string()),
    /** The payment integration that took it (its name as the seller gave it); null once deleted. */
    integration: v.nullable(v.object({ id, title: v.string() })),
    created: isoDate,
  })),
});
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;

export const ORDER_SORTS = ['created', 'status', 'total'] as const;
export type OrderSortField = (typeof ORDER_SORTS)[number];

export const ordersList = defineRoute({
  name: 'cdp.orders.list', method: 'GET', path: '/cdp/orders', auth: true,
  query: listQuery({
    sort: ORDER_SORTS, defaultSort: { by: 'created', dir: 'desc' },
    filters: { status: filters.oneOf([...LEAD_STATUS_ORDER, 'all'] as const), person_id: filters.id, ...filters.dateRange('created') },
  }),
  response: listResponse(orderRowSchema),
});

/** An order for a person (their contact is copied onto it) of one or more products. */
export const ordersCreate = defineRoute({
  name: 'cdp.orders.create', method: 'POST', path: '/cdp/orders', auth: true,
  body: v.object({
    person_id: id,
    items: v.pipe(v.array(v.object({ product_id: id, quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY)), 1) })), v.maxLength(100)),
    comment: v.optional(text(5000), ''),
  }),
  response: orderDetailSchema,
});

const orderParams = v.object({ orderId: idParam });

export const ordersGet = defineRoute({
  name: 'cdp.orders.get', method: 'GET', path: '/cdp/orders/:orderId', auth: true, params: orderParams, response: orderDetailSchema,
});

/** SPEC: PATCH /cdp/orders/batch, "same payload shape as leads" ({ status, items }). */
export const ordersBatch = defineRoute({
  name: 'cdp.orders.batch', method: 'PATCH', path: '/cdp/orders/batch', auth: true,
  body: v.object({ status: orderStatus, items: v.pipe(v.array(id), v.minLength(1), v.maxLength(MAX_BATCH)) }),
  response: v.object({ updated: v.number() }),
});

export const ordersComment = defineRoute({
  name: 'cdp.orders.comment', method: 'POST', path: '/cdp/orders/:orderId/comments', auth: true, params: orderParams,
  body: v.object({ text: requiredText(5000) }), response: orderDetailSchema,
});

// ---------------------------------------------------------------------------------------------
// Webinars and signups

export const WEBINAR_STATES = ['upcoming', 'live', 'ended'] as const;

export const webinarSchema = v.object({
  id, title: v.string(), description: v.string(), starts_at: isoDate, duration_min: v.number(), room_url: v.nullable(v.string()),
  state: v.picklist(WEBINAR_STATES), registrations: v.number(), created: isoDate, updated: isoDate,
});
export type Webinar = v.InferOutput<typeof webinarSchema>;

export const WEBINAR_SORTS = ['starts_at', 'title', 'created'] as const;
export type WebinarSortField = (typeof WEBINAR_SORTS)[number];

/** A webinar's fields (the form checks them with the same schemas). */
export const webinarInput = {
  title: requiredText(200),
  description: v.optional(text(10_000), ''),
  starts_at: v.pipe(v.string(), v.isoTimestamp()),
  duration_min: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(24 * 60)), 60),
  room_url: v.optional(v.union([v.literal(''), httpUrl]), ''),
};
const webinarParams = v.object({ webinarId: idParam });

export const webinarsList = defineRoute({
  name: 'cdp.webinars.list', method: 'GET', path: '/cdp/webinars', auth: true,
  query: listQuery({ sort: WEBINAR_SORTS, defaultSort: { by: 'starts_at', dir: 'desc' }, filters: { state: filters.oneOf(WEBINAR_STATES) } }),
  response: listResponse(webinarSchema),
});
export const webinarsCreate = defineRoute({
  name: 'cdp.webinars.create', method: 'POST', path: '/cdp/webinars', auth: true, body: v.object(webinarInput), response: webinarSchema,
});
export const webinarsGet = defineRoute({
  name: 'cdp.webinars.get', method: 'GET', path: '/cdp/webinars/:webinarId', auth: true, params: webinarParams, response: webinarSchema,
});
export const webinarsUpdate = defineRoute({
  name: 'cdp.webinars.update', method: 'PATCH', path: '/cdp/webinars/:webinarId', auth: true, params: webinarParams,
  body: v.partial(v.object(webinarInput)), response: webinarSchema,
});
/** Its registrations stay as signups (with the webinar's title). */
export const webinarsRemove = defineRoute({
  name: 'cdp.webinars.remove', method: 'DELETE', path: '/cdp/webinars/:webinarId', auth: true, params: webinarParams, response: okResponse,
});

export const signupSchema = v.object({
  id,
  person: v.object({ id, name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  title: v.string(),
  webinar: v.nullable(v.object({ id, title: v.string(), starts_at: isoDate, state: v.picklist(WEBINAR_STATES) })),
  product: v.nullable(v.object({ id, title: v.string() })),
  comment: v.string(),
  created: isoDate,
});
export type Signup = v.InferOutput<typeof signupSchema>;

export const signupListQuery = listQuery({
  sort: ['created'], defaultSort: { by: 'created', dir: 'desc' },
  filters: { person_id: filters.id, webinar_id: filters.id, kind: filters.oneOf(['webinar', 'other'] as const) },
});

export const webinarsRegistrations = defineRoute({
  name: 'cdp.webinars.registrations', method: 'GET', path: '/cdp/webinars/:webinarId/registrations', auth: true, params: webinarParams,
  query: listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(signupSchema),
});
export const webinarsRegister = defineRoute({
  name: 'cdp.webinars.register', method: 'POST', path: '/cdp/webinars/:webinarId/registrations', auth: true, params: webinarParams,
  body: v.object({ person_id: id, comment: v.optional(text(2000), '') }), response: signupSchema,
});

export const signupsList = defineRoute({
  name: 'cdp.signups.list', method: 'GET', path: '/cdp/signups', auth: true, query: signupListQuery, response: listResponse(signupSchema),
});
/** A signup for a webinar, a product, or something named by `title` (one of the three is needed). */
export const signupsCreate = defineRoute({
  name: 'cdp.signups.create', method: 'POST', path: '/cdp/signups', auth: true,
  body: v.pipe(
    v.object({ person_id: id, webinar_id: v.optional(id), product_id: v.optional(id), title: v.optional(text(200), ''), comment: v.optional(text(2000), '') }),
    v.forward(v.check((s) => s.webinar_id !== undefined || s.product_id !== undefined || s.title !== ''), ['title']),
  ),
  response: signupSchema,
});
const signupParams = v.object({ signupId: idParam });
export const signupsGet = defineRoute({
  name: 'cdp.signups.get', method: 'GET', path: '/cdp/signups/:signupId', auth: true, params: signupParams, response: signupSchema,
});
export const signupsRemove = defineRoute({
  name: 'cdp.signups.remove', method: 'DELETE', path: '/cdp/signups/:signupId', auth: true, params: signupParams, response: okResponse,
});

export const salesRoutes = {
  productsList, productsCreate, productsGet, productsUpdate, productsRemove,
  ordersList, ordersCreate, ordersGet, ordersBatch, ordersComment,
  webinarsList, webinarsCreate, webinarsGet, webinarsUpdate, webinarsRemove, webinarsRegistrations, webinarsRegister,
  signupsList, signupsCreate, signupsGet, signupsRemove,
} as const;
