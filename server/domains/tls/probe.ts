// Learns the certificate the TLS front (Caddy) serves for a name: a TLS handshake to its address
// with the name as SNI — the same handshake a visitor's browser makes, which with on-demand TLS is
// also what makes Caddy obtain the certificate (after asking the app, server/domains/tls/ask.ts). The
// chain is not verified here (Caddy's internal CA in tests, a public one in production); what
// matters is that a certificate for the name is served, and until when it is valid.
import { connect, type PeerCertificate } from 'node:tls';

export type Probe =
  | { ok: true; notBefore: Date; notAfter: Date; issuer: string }
  | { ok: false; reason: 'unreachable' | 'handshake' | 'name' | 'expired'; detail: string };

/** Whether the certificate's names (SAN DNS entries, wildcards one label deep) cover `name`. */
export function covers(cert: PeerCertificate, name: string): boolean {
  const names = (cert.subjectaltname ?? '').split(',').map((s) => s.trim()).filter((s) => s.startsWith('DNS:')).map((s) => s.slice(4).toLowerCase());
  return names.some((n) => n === name || (n.startsWith('*.') && name.endsWith(n.slice(1)) && !name.slice(0, -n.length + 1).includes('.')));
}

export function probeCertificate(name: string, address: { host: string; port: number }, timeoutMs = 20_000): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = connect({ host: address.host, port: address.port, servername: name, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] });
    const done = (p: Probe) => {
      socket.destroy();
      resolve(p);
    };
    socket.setTimeout(timeoutMs, () => done({ ok: false, reason: 'handshake', detail: `no certificate within ${Math.round(timeoutMs / 1000)} s` }));
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      if (!cert || !cert.valid_to) return done({ ok: false, reason: 'handshake', detail: 'no certificate was presented' });
      if (!covers(cert, name)) return done({ ok: false, reason: 'name', detail: `the certificate is for ${cert.subjectaltname || cert.subject?.CN || 'another name'}` });
      const notAfter = new Date(cert.valid_to);
      if (notAfter.getTime() <= Date.now()) return done({ ok: false, reason: 'expired', detail: `expired ${notAfter.toISOString()}` });
      const issuer = cert.issuer?.O || cert.issuer?.CN || '';
      done({ ok: true, notBefore: new Date(cert.valid_from), notAfter, issuer: Array.isArray(issuer) ? issuer.join(', ') : issuer });
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const unreachable = ['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT'].includes(err.code ?? '');
      done({ ok: false, reason: unreachable ? 'unreachable' : 'handshake', detail: err.message });
    });
  });
}
