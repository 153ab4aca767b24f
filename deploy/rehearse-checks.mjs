// The checks of deploy/rehearse.sh, made from outside as a visitor and a marketer would — only
// through Caddy (HTTPS by host name, verified against Caddy's root certificate): the app's own host
// is ready; an owner signs up; an image upload lands in the S3 store and is served back; a domain
// bought through the (sandbox) registrar gets its certificate; the page answers over HTTPS by the
// domain's name (curl --resolve, as an operator would check) with HSTS, plain HTTP redirects there,
// a visitor's lead is stored; a name nobody verified is refused a certificate.
// Plain node, no project imports: it runs against the production copy from any checkout.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};
const HTTPS_PORT = Number(env('HTTPS_PORT'));
const HTTP_PORT = Number(env('HTTP_PORT'));
const APP_HOST = env('APP_HOST');
const S3_URL = env('S3_URL');
const CA = readFileSync(env('CADDY_ROOT_CA'), 'utf8');
const DOMAIN = process.env.REHEARSE_DOMAIN ?? 'rehearse-shop.ru';

let failures = 0;
function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures++;
}

/** One request through Caddy: HTTPS with SNI = host and the root CA, or plain HTTP. */
function send({ scheme = 'https', host = APP_HOST, method = 'GET', path = '/', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const lib = scheme === 'https' ? httpsRequest : httpRequest;
    const req = lib({
      host: '127.0.0.1', port: scheme === 'https' ? HTTPS_PORT : HTTP_PORT, method, path, servername: host, ca: CA,
      headers: { host, ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function api(method, path, { token, json } = {}) {
  const res = await send({ method, path: `/api${path}`, headers: { ...(token ? { 'x-token': token } : {}), ...(json ? { 'content-type': 'application/json' } : {}) }, body: json ? JSON.stringify(json) : undefined });
  const text = res.bytes.toString();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082', 'hex');
function formContent() {
  const input = (id, cfg) => ({ id, type: 'widget-input', name: `Input ${id}`, cfg, classes: [], style: {}, parentId: 1, v: '0.1' });
  return {
    version: '0.2',
    widgets: {
      1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Заявка', submitText: 'Спасибо!' }, classes: [], style: {}, parentId: null, v: '0.1' },
      2: input(2, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
      3: input(3, { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    },
    tree: [{ id: 1, type: 'widget-form', cd: [2, 3].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 1 })), parentId: null }],
    fragments: {},
  };
}

const ready = await send({ path: '/api/ready' });
check('the app answers /api/ready over HTTPS through Caddy', ready.status === 200, `HTTP ${ready.status}`);

const { token } = await api('POST', '/session/register', { json: { email: 'owner@rehearse.test', password: 'Harbour-Lantern-42', name: 'Владелец', agreements: { offer: true, personal_data: true } } });
check('an owner signs up', typeof token === 'string' && token.length > 10);

// Media: multipart upload → the S3 store → served back at its URL.
const boundary = `----rehearse${Date.now()}`;
const multipart = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const uploaded = await send({ method: 'POST', path: '/api/images', headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipart });
const item = JSON.parse(uploaded.bytes.toString()).data?.[0];
check('an image upload is accepted', uploaded.status === 200 && item?.url?.startsWith('/media-files/'), `HTTP ${uploaded.status}`);
const key = item.url.replace('/media-files/', '');
const listing = await fetch(`${S3_URL}/media-bucket?list-type=2`).then((r) => r.text());
check('the upload is an object in the S3 bucket', listing.includes(`<Key>${key}</Key>`), key);
const served = await send({ path: item.url });
check('the image is served back through Caddy', served.status === 200 && served.bytes.equals(PNG), `HTTP ${served.status}`);

// A page on a domain bought through the registrar (verified at once; its certificate is requested).
const page = await api('POST', '/pages', { token, json: { title: 'Репетиция' } });
const bought = await api('POST', '/domains/register/domain', { token, json: { domain: DOMAIN, years: 1, admin: { name: 'Владелец', email: 'owner@rehearse.test', phone: '+7 900 123-45-67' } } });
await api('PATCH', `/pages/${page.id}`, { token, json: { domain_id: bought.domain_id, uri: '' } });
await api('POST', `/pages/${page.id}/publish`, { token, json: { data: formContent(), globals: {} } });
let certificate;
for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
  certificate = (await api('GET', `/domains/${bought.domain_id}`, { token })).certificate;
  if (certificate.state === 'issued' || certificate.state === 'failed') break;
  await new Promise((r) => setTimeout(r, 500));
}
check('the domain\'s certificate is issued and recorded', certificate?.state === 'issued', JSON.stringify(certificate));

const curl = (name, extra = []) => {
  try {
    return { out: execFileSync('curl', ['-sS', '-i', '--max-time', '20', '--resolve', `${name}:${HTTPS_PORT}:127.0.0.1`, '--cacert', env('CADDY_ROOT_CA'), ...extra, `https://${name}:${HTTPS_PORT}/`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), code: 0 };
  } catch (err) {
    return { out: String(err.stderr ?? ''), code: err.status ?? -1 };
  }
};
const viaCurl = curl(DOMAIN);
check('the page answers over HTTPS by the domain\'s name (curl --resolve, Caddy\'s root certificate)', viaCurl.code === 0 && /^HTTP\/\S+ 200/m.test(viaCurl.out) && viaCurl.out.includes('<form'), viaCurl.out.split('\n')[0]);
check('HSTS on the domain\'s HTTPS answer', /^strict-transport-security: max-age=31536000/im.test(viaCurl.out));
let plain;
for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
  plain = await send({ scheme: 'http', host: DOMAIN, path: '/?from=plain' });
  if (plain.status === 301) break;
  await new Promise((r) => setTimeout(r, 250));
}
check('plain HTTP redirects to HTTPS', plain.status === 301 && plain.headers.location === `https://${DOMAIN}/?from=plain`, `${plain.status} ${plain.headers.location ?? ''}`);

const lead = new URLSearchParams({ page_id: String(page.id), form_id: '1', name: 'Клиент', phone: '+7 900 765-43-21', __key: `rehearse-${Date.now()}`, __ref: '' }).toString();
const posted = await send({ host: DOMAIN, method: 'POST', path: '/__lead', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: lead });
check('a visitor\'s lead is accepted over HTTPS', posted.status === 200, `HTTP ${posted.status}`);
const leads = await api('GET', '/leads', { token });
check('the lead is stored', leads.items.length === 1, `${leads.items.length} lead(s)`);

const refused = curl('nobody-verified-this.example');
check('a name the app has not verified is refused a certificate', refused.code !== 0, `curl exit ${refused.code}`);

console.log(failures === 0 ? 'rehearsal: every check passed' : `rehearsal: ${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
