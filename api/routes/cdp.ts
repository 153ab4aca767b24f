// SPEC §7 "Customer-data area" and "Account" (/cdp/fields, /cdp/models), §2 Persons, §3 person
// record types and flags: persons with their card's tabs (forms, history, documents), pipelines
// with their stages and the kanban board, processes with steps, custom fields and models, and the
// SSO into the customer area (/cdp/auth/sso-token). Lists take the one list contract (api/list.ts).
// Rules shared with the server and the screens are in api/cdp.ts.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse, MAX_SEARCH } from '../list';
import { email, id, idParam, isoDate, okResponse, tokenResponse } from '../schemas';
import {
  CONTENT_TYPES, ENTITY_TYPES, FIELD_KEY_PATTERN, FIELD_MODELS, FIELD_TYPES, FLAG_VALUES, RECORD_TYPES, STAGE_COLORS,
} from '../cdp';
import { FIELD_PATTERNS } from '../../engine/forms';

export const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
export const requiredText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const flag = v.picklist(FLAG_VALUES);
const recordType = v.picklist(RECORD_TYPES);
const PHONE = new RegExp(FIELD_PATTERNS.phone);
/** A phone as typed: digits with the usual separators, 7 to 15 digits (the forms' own pattern). Empty clears it. */
const phone = v.pipe(v.string(), v.trim(), v.maxLength(40), v.check((s) => s === '' || PHONE.test(s)));
/** Empty clears the email. */
const optionalEmail = v.union([v.literal(''), email]);
const fieldValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);
/** Custom field values by key; checked against the account's fields (cdp_fields) by the server. */
const fieldValues = v.pipe(v.record(v.pipe(v.string(), v.regex(FIELD_KEY_PATTERN)), fieldValue), v.check((r) => Object.keys(r).length <= 100));
export const httpUrl = v.pipe(v.string(), v.trim(), v.maxLength(2000), v.url(), v.check((s) => /^https?:\/\//i.test(s)));

// ---------------------------------------------------------------------------------------------
// Persons

export const personRowSchema = v.object({
  id,
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  record_type: recordType,
  active: flag,
  banned: flag,
  suspended: flag,
  leads_count: v.number(),
  last_lead_at: v.nullable(isoDate),
  created: isoDate,
  updated: isoDate,
});
export type PersonRow = v.InferOutput<typeof personRowSchema>;

export const personSourceSchema = v.object({
  page: v.nullable(v.object({ id, title: v.string() })),
  form: v.nullable(v.string()),
  utm: v.record(v.string(), v.string()),
  referrer: v.nullable(v.string()),
});

export const personStageSchema = v.object({
  pipeline: v.object({ id, title: v.string() }),
  stage: v.object({ id, title: v.string(), color: v.picklist(STAGE_COLORS) }),
  moved_at: isoDate,
});

export const personDetailSchema = v.object({
  ...personRowSchema.entries,
  fields: v.record(v.string(), fieldValue),
  /** Where the person came from: their first lead (null for a person added by hand). */
  source: v.nullable(personSourceSchema),
  stages: v.array(personStageSchema),
  counts: v.object({ forms: v.number(), orders: v.number(), signups: v.number(), webinars: v.number(), todos: v.number(), files: v.number() }),
});
export type PersonDetail = v.InferOutput<typeof personDetailSchema>;

export const PERSON_SORTS = ['name', 'created', 'updated'] as const;
export type PersonSortField = (typeof PERSON_SORTS)[number];

export const personListQuery = listQuery({
  sort: PERSON_SORTS,
  defaultSort: { by: 'created', dir: 'desc' },
  filters: {
    record_type: filters.oneOf(RECORD_TYPES),
    active: filters.oneOf(FLAG_VALUES),
    banned: filters.oneOf(FLAG_VALUES),
    suspended: filters.oneOf(FLAG_VALUES),
    stage_id: filters.id,
    ...filters.dateRange('created'),
  },
});

const personInput = {
  name: v.optional(text(200)),
  email: v.optional(optionalEmail),
  phone: v.optional(phone),
  record_type: v.optional(recordType),
  active: v.optional(flag),
  banned: v.optional(flag),
  suspended: v.optional(flag),
  fields: v.optional(fieldValues),
};

export const personsList = defineRoute({
  name: 'cdp.persons.list', method: 'GET', path: '/cdp/persons', auth: true,
  query: personListQuery, response: listResponse(personRowSchema),
});

/** A name, an email or a phone is needed; an email or phone another person has is refused. */
export const personsCreate = defineRoute({
  name: 'cdp.persons.create', method: 'POST', path: '/cdp/persons', auth: true,
  body: v.object(personInput), response: personDetailSchema,
});

const personParams = v.object({ personId: idParam });

export const personsGet = defineRoute({
  name: 'cdp.persons.get', method: 'GET', path: '/cdp/persons/:personId', auth: true,
  params: personParams, response: personDetailSchema,
});

export const personsUpdate = defineRoute({
  name: 'cdp.persons.update', method: 'PATCH', path: '/cdp/persons/:personId', auth: true,
  params: personParams, body: v.object(personInput), response: personDetailSchema,
});

export const personsRemove = defineRoute({
  name: 'cdp.persons.remove', method: 'DELETE', path: '/cdp/persons/:personId', auth: true,
  params: personParams, response: okResponse,
});

/** The forms tab: every lead the person sent, newest first, with the answers and the visit's UTM. */
export const personFormSchema = v.object({
  id,
  form: v.string(),
  page: v.nullable(v.object({ id, title: v.string() })),
  fields: v.array(v.object({ name: v.string(), label: v.string(), value: v.string() })),
  utm: v.record(v.string(), v.string()),
  referrer: v.nullable(v.string()),
  created: isoDate,
});
export type PersonForm = v.InferOutput<typeof personFormSchema>;

export const personsForms = defineRoute({
  name: 'cdp.persons.forms', method: 'GET', path: '/cdp/persons/:personId/forms', auth: true,
  params: personParams,
  query: listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(personFormSchema),
});

export const PERSON_EVENT_TYPES = [
  'created', 'lead', 'updated', 'stage', 'task', 'task_done', 'order', 'order_status', 'order_paid', 'signup', 'document',
] as const;
export type PersonEventType = (typeof PERSON_EVENT_TYPES)[number];

export const personEventSchema = v.object({
  id,
  type: v.picklist(PERSON_EVENT_TYPES),
  /** What happened, by type: e.g. stage → { pipeline, from, to } titles; lead → { form, page }. */
  data: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  user: v.nullable(v.object({ id, name: v.string() })),
  created: isoDate,
});
export type PersonEvent = v.InferOutput<typeof personEventSchema>;

export const personsHistory = defineRoute({
  name: 'cdp.persons.history', method: 'GET', path: '/cdp/persons/:personId/history', auth: true,
  params: personParams,
  query: listQuery({ sort: ['created'], defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(personEventSchema),
});

// ---------------------------------------------------------------------------------------------
// Pipelines and the board

export const stageSchema = v.object({ id, title: v.string(), color: v.picklist(STAGE_COLORS), sort: v.number() });
export type Stage = v.InferOutput<typeof stageSchema>;
export const pipelineSchema = v.object({ id, title: v.string(), is_default: v.boolean(), stages: v.array(stageSchema) });
export type Pipeline = v.InferOutput<typeof pipelineSchema>;

/** Stages in order; a stage with `id` keeps its persons, one without is new; a missing one is deleted (only when empty). */
const stagesInput = v.pipe(
  v.array(v.object({ id: v.optional(id), title: requiredText(100), color: v.optional(v.picklist(STAGE_COLORS)) })),
  v.minLength(1), v.maxLength(30),
);

export const pipelinesList = defineRoute({
  name: 'cdp.pipelines.list', method: 'GET', path: '/cdp/pipelines', auth: true,
  response: v.array(pipelineSchema),
});

export const pipelinesGet = defineRoute({
  name: 'cdp.pipelines.get', method: 'GET', path: '/cdp/pipelines/:id', auth: true,
  params: v.object({ id: idParam }), response: pipelineSchema,
});

export const pipelinesCreate = defineRoute({
  name: 'cdp.pipelines.create', method: 'POST', path: '/cdp/pipelines', auth: true,
  body: v.object({ title: requiredText(100), stages: stagesInput, is_default: v.optional(v.boolean()) }),
  response: pipelineSchema,
});

export const pipelinesUpdate = defineRoute({
  name: 'cdp.pipelines.update', method: 'PATCH', path: '/cdp/pipelines/:id', auth: true,
  params: v.object({ id: idParam }),
  body: v.object({ title: v.optional(requiredText(100)), stages: v.optional(stagesInput), is_default: v.optional(v.literal(true)) }),
  response: pipelineSchema,
});

export const pipelinesRemove = defineRoute({
  name: 'cdp.pipelines.remove', method: 'DELETE', path: '/cdp/pipelines/:id', auth: true,
  params: v.object({ id: idParam }), response: okResponse,
});

export const boardCardSchema = v.object({
  id, name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()), record_type: recordType, moved_at: isoDate,
  /** When anything last happened to the person (their newest history event: a lead, a task, a move …). */
  last_activity: isoDate,
});
export type BoardCard = v.InferOutput<typeof boardCardSchema>;

export const boardSchema = v.object({
  pipeline: pipelineSchema,
  /** Each stage with how many persons stand on it and the first `limit` of them, most recently moved first. */
  columns: v.array(v.object({ stage_id: id, total: v.number(), persons: v.array(boardCardSchema) })),
});
export type Board = v.InferOutput<typeof boardSchema>;

export const BOARD_LIMITS = [20, 50, 100, 200] as const;

/** SPEC: GET /cdp/persons/pipeline/{id}. `stage_id` + `offset`: more of one column ("show more"). */
export const board = defineRoute({
  name: 'cdp.persons.board', method: 'GET', path: '/cdp/persons/pipeline/:id', auth: true,
  params: v.object({ id: idParam }),
  query: v.object({
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH))),
    limit: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist(BOARD_LIMITS)), 50),
    stage_id: filters.id,
    offset: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,7}$/), v.transform(Number)), 0),
  }),
  response: boardSchema,
});

/** Puts the person on a stage of the pipeline (joining it if they were not in it); recorded in the history. */
export const move = defineRoute({
  name: 'cdp.persons.move', method: 'PATCH', path: '/cdp/persons/:personId/stage', auth: true,
  params: personParams,
  body: v.object({ pipeline_id: id, stage_id: id }),
  response: v.object({ moved: v.boolean(), stages: v.array(personStageSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Processes and steps

export const stepSchema = v.object({ id, title: v.string(), description: v.string(), sort: v.number() });
export const processSchema = v.object({ id, title: v.string(), description: v.string(), steps_count: v.number(), created: isoDate, updated: isoDate });
export const processDetailSchema = v.object({ ...processSchema.entries, steps: v.array(stepSchema) });

const processParams = v.object({ id: idParam });
const stepParams = v.object({ id: idParam, stepId: idParam });

export const processList = defineRoute({
  name: 'cdp.process.list', method: 'GET', path: '/cdp/process', auth: true,
  query: listQuery({ sort: ['title', 'created'], defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(processSchema),
});
export const processCreate = defineRoute({
  name: 'cdp.process.create', method: 'POST', path: '/cdp/process', auth: true,
  body: v.object({ title: requiredText(200), description: v.optional(text(5000), '') }), response: processDetailSchema,
});
export const processGet = defineRoute({
  name: 'cdp.process.get', method: 'GET', path: '/cdp/process/:id', auth: true, params: processParams, response: processDetailSchema,
});
export const processUpdate = defineRoute({
  name: 'cdp.process.update', method: 'PATCH', path: '/cdp/process/:id', auth: true, params: processParams,
  body: v.object({ title: v.optional(requiredText(200)), description: v.optional(text(5000)) }), response: processDetailSchema,
});
export const processRemove = defineRoute({
  name: 'cdp.process.remove', method: 'DELETE', path: '/cdp/process/:id', auth: true, params: processParams, response: okResponse,
});
export const stepsList = defineRoute({
  name: 'cdp.process.steps.list', method: 'GET', path: '/cdp/process/:id/steps', auth: true, params: processParams, response: v.array(stepSchema),
});
/** A new step goes last, or at `position` (0-based) when given. */
export const stepsCreate = defineRoute({
  name: 'cdp.process.steps.create', method: 'POST', path: '/cdp/process/:id/steps', auth: true, params: processParams,
  body: v.object({ title: requiredText(200), description: v.optional(text(5000), ''), position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
  response: stepSchema,
});
export const stepsUpdate = defineRoute({
  name: 'cdp.process.steps.update', method: 'PATCH', path: '/cdp/process/:id/steps/:stepId', auth: true, params: stepParams,
  body: v.object({ title: v.optional(requiredText(200)), description: v.optional(text(5000)) }), response: stepSchema,
});
export const stepsRemove = defineRoute({
  name: 'cdp.process.steps.remove', method: 'DELETE', path: '/cdp/process/:id/steps/:stepId', auth: true, params: stepParams, response: okResponse,
});
/** The steps' new order: every step id of the process, each once. */
export const stepsOrder = defineRoute({
  name: 'cdp.process.steps.order', method: 'PUT', path: '/cdp/process/:id/steps', auth: true, params: processParams,
  body: v.object({ ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(500)) }), response: v.array(stepSchema),
});

// ---------------------------------------------------------------------------------------------
// Custom fields and models

export const fieldSchema = v.object({
  id, model: v.picklist(FIELD_MODELS), key: v.string(), title: v.string(), type: v.picklist(FIELD_TYPES), options: v.array(v.string()), sort: v.number(),
});
export type CustomField = v.InferOutput<typeof fieldSchema>;

const fieldOptions = v.pipe(v.array(requiredText(100)), v.maxLength(50));

export const fieldsList = defineRoute({
  name: 'cdp.fields.list', method: 'GET', path: '/cdp/fields', auth: true,
  query: v.object({ model: v.optional(v.picklist(FIELD_MODELS)) }),
  response: v.array(fieldSchema),
});
/** A select needs options; the key is unique per model. */
export const fieldsCreate = defineRoute({
  name: 'cdp.fields.create', method: 'POST', path: '/cdp/fields', auth: true,
  body: v.pipe(
    v.object({
      model: v.picklist(FIELD_MODELS), key: v.pipe(v.string(), v.trim(), v.regex(FIELD_KEY_PATTERN)), title: requiredText(100),
      type: v.picklist(FIELD_TYPES), options: v.optional(fieldOptions, []),
    }),
    v.forward(v.check((f) => f.type !== 'select' || f.options.length > 0), ['options']),
  ),
  response: fieldSchema,
});
export const fieldsUpdate = defineRoute({
  name: 'cdp.fields.update', method: 'PATCH', path: '/cdp/fields/:id', auth: true, params: v.object({ id: idParam }),
  body: v.object({ title: v.optional(requiredText(100)), options: v.optional(fieldOptions), sort: v.optional(v.pipe(v.number(), v.integer())) }),
  response: fieldSchema,
});
export const fieldsRemove = defineRoute({
  name: 'cdp.fields.remove', method: 'DELETE', path: '/cdp/fields/:id', auth: true, params: v.object({ id: idParam }), response: okResponse,
});

export const modelSchema = v.object({
  code: v.picklist(ENTITY_TYPES),
  /** The model's own fields (name → type). */
  builtin: v.array(v.object({ key: v.string(), type: v.string() })),
  /** The account's custom fields of this model (empty for models without custom fields). */
  custom: v.array(fieldSchema),
});
export const models = defineRoute({
  name: 'cdp.models', method: 'GET', path: '/cdp/models', auth: true, response: v.array(modelSchema),
});

// ---------------------------------------------------------------------------------------------
// Documents (the card's files tab)

export const documentSchema = v.object({
  id,
  parent_id: v.nullable(id),
  type: v.picklist(CONTENT_TYPES),
  title: v.string(),
  /** A document's text (only in GET of one document; '' in lists). */
  body: v.string(),
  url: v.nullable(v.string()),
  mime: v.nullable(v.string()),
  size: v.nullable(v.number()),
  created: isoDate,
  updated: isoDate,
});
export type PersonDocument = v.InferOutput<typeof documentSchema>;

const docParams = v.object({ personId: idParam, docId: idParam });
/** At most this many bytes per file. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const documentsList = defineRoute({
  name: 'cdp.documents.list', method: 'GET', path: '/cdp/persons/:personId/documents', auth: true, params: personParams,
  query: v.object({ parent_id: filters.id }),
  /** Folders first, then by title; `path`: the folders from the root down to parent_id. */
  response: v.object({ items: v.array(documentSchema), path: v.array(v.object({ id, title: v.string() })) }),
});
export const documentsCreate = defineRoute({
  name: 'cdp.documents.create', method: 'POST', path: '/cdp/persons/:personId/documents', auth: true, params: personParams,
  body: v.variant('type', [
    v.object({ type: v.literal('folder'), title: requiredText(200), parent_id: v.optional(v.nullable(id)) }),
    v.object({ type: v.literal('document'), title: requiredText(200), body: v.optional(text(100_000), ''), parent_id: v.optional(v.nullable(id)) }),
    v.object({ type: v.literal('link'), title: v.optional(text(200), ''), url: httpUrl, parent_id: v.optional(v.nullable(id)) }),
  ]),
  response: documentSchema,
});
/** multipart/form-data: one `file` part and an optional `parent_id` field. */
export const documentsUpload = defineRoute({
  name: 'cdp.documents.upload', method: 'POST', path: '/cdp/persons/:personId/documents/upload', auth: true, multipart: true, params: personParams,
  response: documentSchema,
});
export const documentsGet = defineRoute({
  name: 'cdp.documents.get', method: 'GET', path: '/cdp/persons/:personId/documents/:docId', auth: true, params: docParams, response: documentSchema,
});
export const documentsUpdate = defineRoute({
  name: 'cdp.documents.update', method: 'PATCH', path: '/cdp/persons/:personId/documents/:docId', auth: true, params: docParams,
  body: v.object({ title: v.optional(requiredText(200)), body: v.optional(text(100_000)), url: v.optional(httpUrl), parent_id: v.optional(v.nullable(id)) }),
  response: documentSchema,
});
/** A folder goes with everything in it. */
export const documentsRemove = defineRoute({
  name: 'cdp.documents.remove', method: 'DELETE', path: '/cdp/persons/:personId/documents/:docId', auth: true, params: docParams, response: okResponse,
});
/** The file's bytes, only to a signed-in caller with the right (never a public URL). */
export const documentsFile = defineRoute({
  name: 'cdp.documents.file', method: 'GET', path: '/cdp/persons/:personId/documents/:docId/file', auth: true, blob: true, params: docParams,
  response: v.blob(),
});

// ---------------------------------------------------------------------------------------------
// SSO into the customer area

/**
 * SPEC: GET /cdp/auth/sso-token (query web). `web` is where the customer area is opened (an allowed
 * origin: the app's own, or one of SSO_WEB_ORIGINS). The answer is a token signed by the server,
 * valid SSO_TOKEN_TTL_S seconds and once, and the address to open: `web`'s /auth/sso-login with the
 * token in the fragment (never sent to a server, never in a log).
 */
export const ssoToken = defineRoute({
  name: 'cdp.auth.ssoToken', method: 'GET', path: '/cdp/auth/sso-token', auth: true,
  query: v.object({ web: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)) }),
  response: v.object({ token: v.string(), expires_at: isoDate, url: v.string() }),
});

/** The customer area's side: a valid, unused token becomes a session of the same user. */
export const ssoLogin = defineRoute({
  name: 'session.sso', method: 'POST', path: '/session/sso', auth: false, bodyToken: 'token',
  body: v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) }),
  response: tokenResponse,
});

export const cdpRoutes = {
  personsList, personsCreate, personsGet, personsUpdate, personsRemove, personsForms, personsHistory,
  pipelinesList, pipelinesGet, pipelinesCreate, pipelinesUpdate, pipelinesRemove, board, move,
  processList, processCreate, processGet, processUpdate, processRemove, stepsList, stepsCreate, stepsUpdate, stepsRemove, stepsOrder,
  fieldsList, fieldsCreate, fieldsUpdate, fieldsRemove, models,
  documentsList, documentsCreate, documentsUpload, documentsGet, documentsUpdate, documentsRemove, documentsFile,
  ssoToken, ssoLogin,
} as const;
