// The built server (plain node, production packages only) refuses to start on a bucket it cannot
// reach: one log line naming the variables, exit code 1, before it listens.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, productionCopy, startBuilt } from '../../testing/built-server';
import { freePort } from '../../testing/caddy';

describe('start with an unreachable bucket', { timeout: 120_000 }, () => {
  let dir = '';
  beforeAll(() => {
    buildServerBundle();
    dir = productionCopy('bucket-start-');
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stops with one line naming S3_BUCKET and S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const server = await startBuilt(dir, {
      S3_BUCKET: 'media-bucket', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: '1', S3_MAX_ATTEMPTS: '1', METRICS_PORT: 'off',
    }, { waitFor: 'exit' });
    expect(await server.exited).toBe(1);
    const errors = server.output().split('\n').filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]).msg).toMatch(new RegExp(`^S3_BUCKET "media-bucket" at ${endpoint.replace(/\./g, '\\.')} cannot be reached \\(check S3_ENDPOINT, S3_BUCKET and the S3 credentials\\): .*ECONNREFUSED`));
  });
});
