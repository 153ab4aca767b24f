// A Standard Webhooks receiver on loopback for the webhook reliability tests: it verifies every
// message's signature with the library, fails the first two answers of each webhook-id, accepts a
// message once and answers 200 to its duplicates (deduplicating by webhook-id, as the spec intends).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { Webhook } from 'standardwebhooks';

/** Fails the first `failFirst` answers of each webhook-id; accepts a message once, then answers 200 to its duplicates. */
export function dedupingReceiver(secret: () => string, onAccept?: (id: string) => boolean) {
  const answers = new Map<string, number>();
  const accepted = new Map<string, { leadId: number; body: string }>();
  const duplicates: { id: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      // Only a correctly signed message counts.
      const msg = new Webhook(secret()).verify(body, req.headers as Record<string, string>) as { data: { id: number } };
      const n = (answers.get(id) ?? 0) + 1;
      answers.set(id, n);
      if (n <= 2) return void res.writeHead(503).end('busy');
      if (accepted.has(id)) duplicates.push({ id, body });
      else accepted.set(id, { leadId: msg.data.id, body });
      // A test may take over the answer (kill the worker before it hears it).
      if (onAccept?.(id)) return;
      res.writeHead(200).end('ok');
    });
  });
  return { server, accepted, duplicates, answers };
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
}

/** Each lead accepted exactly once; a duplicate carries the same webhook-id and body as the accepted message. */
export function expectExactlyOnce(r: ReturnType<typeof dedupingReceiver>, leadIds: number[]) {
  const acceptedLeads = [...r.accepted.values()].map((a) => a.leadId).sort((a, b) => a - b);
  expect(acceptedLeads).toEqual([...leadIds].sort((a, b) => a - b));
  for (const d of r.duplicates) expect(r.accepted.get(d.id)?.body).toBe(d.body);
}
