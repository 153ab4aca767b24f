// Caddy's on-demand TLS `ask` endpoint: GET /tls/ask?domain=<name> answers 200 when the app allows
// a certificate for the name (certificates.ts `certifiable`) and 404 otherwise, before Caddy
// contacts any CA. A customer domain's certificate is marked requested on the way. Caddy calls it
// directly (deploy/Caddyfile `ask http://app:8080/tls/ask`), never through the proxy: a request
// that came through a proxy (X-Forwarded-For) is refused, so visitors cannot poke the states.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publishingConfig } from '../../pages/index';
import { certifiable, requestCertificate } from './certificates';

export const ASK_PATH = '/tls/ask';

export function registerTlsAsk(app: FastifyInstance, db: Db): void {
  const config = publishingConfig();
  app.get(ASK_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain');
    if (req.headers['x-forwarded-for'] !== undefined) return reply.status(403).send('Forbidden');
    const domain = (req.query as { domain?: unknown }).domain;
    if (typeof domain !== 'string' || domain.length > 253) return reply.status(400).send('domain?');
    const found = await certifiable(db, domain, config);
    if (!found) {
      req.log.info({ domain }, 'tls ask: refused');
      return reply.status(404).send('Not ours');
    }
    if (found.kind === 'domain') await requestCertificate(db, found.domainId, { asked: true });
    return reply.status(200).send('OK');
  });
}
