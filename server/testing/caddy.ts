// Debian's caddy for tests: on-demand TLS from its internal CA (`tls internal`, no ACME traffic),
// in front of an app on loopback, with its admin API off and every file (storage, HOME, XDG dirs)
// in a temporary directory, on free high ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestCaddy {
  httpPort: number;
  httpsPort: number;
  /** The internal CA's root certificate (PEM), once Caddy has issued something. */
  rootCa(): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** The Caddyfile of deploy/Caddyfile's shape for loopback tests: on-demand TLS for whatever the app allows. */
export function testCaddyfile(o: { dir: string; httpPort: number; httpsPort: number; appPort: number }): string {
  return `{
	admin off
	storage file_system ${o.dir}/storage
	http_port ${o.httpPort}
	https_port ${o.httpsPort}
	skip_install_trust
	auto_https disable_redirects
	on_demand_tls {
		ask http://127.0.0.1:${o.appPort}/tls/ask
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${o.appPort}
}

http:// {
	reverse_proxy 127.0.0.1:${o.appPort}
}
`;
}

export async function startTestCaddy(appPort: number): Promise<TestCaddy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'caddy-'));
  const httpPort = await freePort();
  const httpsPort = await freePort();
  await writeFile(path.join(dir, 'Caddyfile'), testCaddyfile({ dir, httpPort, httpsPort, appPort }));
  const child: ChildProcess = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => { log += d.toString(); });
  // Ready once its HTTP port answers.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${log}`);
    try {
      await fetch(`http://127.0.0.1:${httpPort}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (i > 100) throw new Error(`caddy did not start: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    httpPort,
    httpsPort,
    rootCa: () => readFile(path.join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
