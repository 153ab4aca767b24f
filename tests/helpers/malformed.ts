// Shapes of malformed input for the sweep in tests/malformed-input.test.ts. Everything is derived
// from a route's valibot schemas, so a route added to api/ is swept without touching this file:
// a plausible valid value is built for every field (so one bad field reaches the handler with the
// rest valid), then each field, parameter and query value is replaced by one bad shape at a time.
import * as v from 'valibot';
import type { RouteSpec, Schema } from '../../api/define';

/** Schema objects as valibot builds them; only the introspected members are named. */
interface Node {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  item?: Node;
  getter?: (input: unknown) => Node;
}

const STRINGS = [
  'Sweep', 'sweep@example.com', '123456', 'sweep-page', 'sweep.ru', '1.2.3.4', '#ffffff', 'Europe/Moscow',
  'secret-Password-42', '+7 900 000-00-00', 'https://example.com/', '/c.png', 'widget-text', 'heading', '1', 'x', '2026-01-15',
];
const NUMBERS = [1, 60, 0, 3600, 2];

/**
 * Good values by field name, tried first: ids of real rows (project_id, folder, page_id, …) so
 * references resolve, and values a handler checks beyond the schema (a known time zone, a tariff).
 */
export type KnownValues = Record<string, unknown>;

const isSchema = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

function candidates(node: Node, key: string, ids: KnownValues): unknown[] {
  return key in ids ? [ids[key], ...byType(node, key, ids)] : byType(node, key, ids);
}

function byType(node: Node, key: string, ids: KnownValues): unknown[] {
  switch (node.type) {
    case 'optional': case 'nullish': case 'undefinedable': case 'exact_optional':
      return node.wrapped ? candidates(node.wrapped, key, ids) : [undefined];
    case 'nullable':
      return node.wrapped ? [...candidates(node.wrapped, key, ids), null] : [null];
    case 'object': case 'loose_object': case 'strict_object': case 'object_with_rest':
      return [Object.fromEntries(Object.entries(node.entries ?? {}).map(([k, e]) => [k, sampleOf(e, k, ids)]).filter(([, x]) => x !== undefined))];
    case 'string': return STRINGS;
    case 'number': return NUMBERS;
    case 'boolean': return [true, false];
    case 'picklist': case 'enum': return [...(node.options ?? [])];
    case 'literal': return [node.literal];
    case 'union': case 'variant':
      return (node.options ?? []).filter(isSchema).flatMap((o) => candidates(o, key, ids));
    case 'array': return node.item ? [[sampleOf(node.item, key, ids)], []] : [[]];
    case 'record': return [{}];
    case 'lazy': return node.getter ? candidates(node.getter(undefined), key, ids) : [];
    case 'unknown': case 'any': return ['x'];
    default: return [];
  }
}

/** A value `schema` accepts when one can be guessed, else the closest guess. */
export function sampleOf(schema: Node | Schema, key: string, ids: KnownValues): unknown {
  const list = candidates(schema as Node, key, ids);
  return list.find((c) => v.is(schema as Schema, c)) ?? list[0];
}

export interface Shape { name: string; url: string; payload?: string | Buffer; contentType?: string }

/** One step into a JSON value: an object key or an array index. */
type PathStep = string | number;

function setAt(root: unknown, path: readonly PathStep[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((x, i) => (i === head ? setAt(x, rest, value) : x));
  const obj = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>;
  return { ...obj, [head]: setAt(obj[head], rest, value) };
}

/** Every leaf of a sample (primitives and empty containers) and every container, with its path. */
function walk(value: unknown, path: PathStep[] = [], out: { path: PathStep[]; value: unknown }[] = []) {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((x, i) => walk(x, [...path, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, x] of Object.entries(value)) walk(x, [...path, k], out);
  return out;
}

const LONG = 'x'.repeat(100_000);
/** Deeper than any content the product builds, shallow enough for JSON.parse to accept. */
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number): unknown => {
  let x: unknown = 'bottom';
  for (let i = 0; i < n; i++) x = { d: x };
  return x;
};

/** Bad values for a field whose good value is `good`. */
function badValues(good: unknown): [string, unknown][] {
  const common: [string, unknown][] = [['null', null]];
  if (typeof good === 'string') {
    return [['nul', `a\u0000b`], ['lone-surrogate', 'a\ud800b'], ['lone-low-surrogate', '\udc00'], ['long', LONG], ['number', 12345], ['object', {}], ...common];
  }
  if (typeof good === 'number') {
    return [['1e20', 1e20], ['-1', -1], ['1.5', 1.5], ['int4+1', 2147483648], ['-int4-1', -2147483649], ['unsafe', 2 ** 53 + 2], ['string', '12abc'], ...common];
  }
  if (typeof good === 'boolean') return [['string', 'true'], ['number', 0], ...common];
  // Containers: the wrong type, and keys no database text may hold.
  return [['string', 'x'], ['nul-key', { 'a\u0000': 1 }], ['surrogate-key', { '\ud800': 1 }], ['nul-value', { sweep: 'a\u0000b' }], ['deep', deepObject(3000)], ...common];
}

const PARAM_VALUES = ['0', '-1', '1.5', '1e20', '99999999999999999999', '9007199254740993', 'abc', '%00', '1%00', '%ED%A0%80', '%C0%80', '%FF', '9'.repeat(300)];
const QUERY_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%FF', '1e20', '-1', '1.5', '99999999999999999999', 'x'.repeat(5000)];

function pathWith(route: RouteSpec, params: Record<string, string>): string {
  return `/api${route.path.replace(/:([A-Za-z_]\w*)/g, (_m, k: string) => params[k] ?? '999999')}`;
}

function queryString(values: Record<string, string>, extra = ''): string {
  const parts = Object.entries(values).map(([k, x]) => `${encodeURIComponent(k)}=${x}`);
  if (extra) parts.push(extra);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const json = (x: unknown) => ({ payload: JSON.stringify(x), contentType: 'application/json' });

/** Raw multipart bodies for upload routes: names and file names no database text may hold. */
function multipartShapes(url: string): Shape[] {
  const b = 'sweepboundary';
  const part = (headers: string, body: string) => `--${b}\r\n${headers}\r\n\r\n${body}\r\n`;
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');
  const make = (name: string, parts: string) => ({ name, url, payload: Buffer.from(`${parts}--${b}--\r\n`, 'latin1'), contentType: `multipart/form-data; boundary=${b}` });
  return [
    make('multipart nul filename', part('Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png', png)),
    make('multipart nul field', part('Content-Disposition: form-data; name="ti\u0000tle"', 'a\u0000b') + part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', png)),
    make('multipart invalid utf-8 filename', part('Content-Disposition: form-data; name="file"; filename="\xff\xfe.png"\r\nContent-Type: image/png', png)),
    make('multipart empty', ''),
    { name: 'multipart as json', url, ...json({ file: 'a\u0000' }) },
  ];
}

/**
 * A sample query the route accepts: a value no guess fits (a page size of 10/25/50/100, an ISO date)
 * is left out when the key is optional, so the valid call still reaches the handler. Every key of the
 * schema is swept with bad values all the same.
 */
function validQuery(schema: Node, ids: KnownValues): Record<string, unknown> {
  const entries = Object.entries(schema.entries ?? {});
  const optional = (e: Node) => ['optional', 'nullish', 'exact_optional', 'undefinedable'].includes(e.type);
  return Object.fromEntries(entries
    .map(([k, e]) => [k, e, sampleOf(e, k, ids)] as const)
    .filter(([, e, x]) => x !== undefined && (v.is(e as unknown as Schema, x) || !optional(e)))
    .map(([k, , x]) => [k, x]));
}

/** The sweep for one route: real `params`, sample query and body built from its schemas. */
export function malformedShapes(route: RouteSpec, params: Record<string, number>, ids: KnownValues, bodyOverride?: unknown): { valid: Shape; shapes: Shape[] } {
  const realParams: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, x]) => [k, String(x)]));
  const query = route.query ? validQuery(route.query as unknown as Node, ids) : {};
  const goodQuery = Object.fromEntries(Object.entries(query).map(([k, x]) => [k, encodeURIComponent(String(x))]));
  const url = pathWith(route, realParams) + queryString(goodQuery);
  const body = route.body ? (bodyOverride ?? sampleOf(route.body, '', ids)) : undefined;
  const valid: Shape = { name: 'valid', url, ...(route.body ? json(body) : {}) };
  const shapes: Shape[] = [];
  const withBody = (s: Omit<Shape, 'payload' | 'contentType'>): Shape => ({ ...s, ...(route.body ? json(body) : {}) });

  for (const key of Object.keys(realParams)) {
    for (const bad of PARAM_VALUES) shapes.push(withBody({ name: `param ${key}=${bad.slice(0, 20)}`, url: pathWith(route, { ...realParams, [key]: bad }) + queryString(goodQuery) }));
  }
  const path = pathWith(route, realParams);
  const queryKeys = route.query ? Object.keys((route.query as unknown as Node).entries ?? {}) : [];
  for (const key of queryKeys) {
    for (const bad of QUERY_VALUES) shapes.push(withBody({ name: `query ${key}=${bad.slice(0, 20)}`, url: path + queryString({ ...goodQuery, [key]: bad }) }));
    shapes.push(withBody({ name: `query ${key} twice`, url: path + queryString(goodQuery, `${encodeURIComponent(key)}=1&${encodeURIComponent(key)}=2`) }));
  }
  if (route.multipart) return { valid, shapes: [...shapes, ...multipartShapes(url)] };
  if (!route.body) {
    // A body where none is expected must not matter either.
    shapes.push({ name: 'unexpected body with nul', url, ...json({ x: 'a\u0000b' }) });
    return { valid, shapes };
  }
  for (const { path: at, value } of walk(body)) {
    for (const [name, bad] of badValues(value)) {
      if (at.length === 0 && name === 'null') continue; // covered by the raw shapes below
      shapes.push({ name: `body ${at.join('.') || '(root)'} ${name}`, url, ...json(setAt(body, at, bad)) });
    }
  }
  const raw = (name: string, payload: string | Buffer, contentType = 'application/json'): Shape => ({ name, url, payload, contentType });
  shapes.push(
    { name: 'no body', url },
    raw('empty json', ''), raw('json null', 'null'), raw('json array', '[]'), raw('json string', '"x"'), raw('json number', '42'),
    raw('truncated json', '{"a":'), raw('deep array 100k', deepArray(100_000)), raw('deep array 2k', deepArray(2_000)),
    raw('escaped lone surrogate', '{"x":"\\ud800"}'), raw('escaped nul', '{"x":"\\u0000"}'),
    raw('invalid utf-8', Buffer.from([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    raw('text/plain body', 'a\u0000b', 'text/plain'),
    raw('proto pollution', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  );
  return { valid, shapes };
}
