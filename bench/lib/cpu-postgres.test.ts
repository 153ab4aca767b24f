// PostgreSQL only (vite.config.ts `postgresOnly`): the bench reads the backends of a server on this machine.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cpuMs, cpuOver } from './cpu';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bench CPU accounting of PostgreSQL backends', () => {
  it('counts a PostgreSQL backend that worked and closed during the load, never below zero', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const r = await cpuOver(process.pid, url, 1, async () => {
      await client.query('SELECT count(*) FROM generate_series(1, 3000000)');
      await sleep(250); // sampled after its work
      await client.end(); // the backend exits before the load ends, as pg's idle timeout makes it
      await sleep(250);
      return { rps: 1, p50ms: 0, p99ms: 0, errors: 0 };
    });
    expect(cpuMs(rows[0].pid)).toBeNull();
    // Three million rows counted: well over 100 ms of the backend's CPU, which the old reading lost.
    expect(r.cpuMsPerRequest.database).toBeGreaterThan(100);
  });
});
