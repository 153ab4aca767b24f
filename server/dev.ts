// `npm run dev`: the API and Vite's dev server (hot reload) on one port. /api goes to Fastify,
// everything else to Vite's middlewares (which also do the index.html fallback).
import http from 'node:http';
import { createServer as createVite } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { enqueueVariantsFill } from './media/index';
import { openServerDatabase } from './db/open-server';
import { enqueueContactFill } from './leads/index';

const config = { ...loadConfig(), uiDir: undefined };
const database = await openServerDatabase(config, { error: (msg) => console.error(msg) });
await migrate(database);
await enqueueContactFill(database.db);
await enqueueVariantsFill(database.db);
const app = await buildApp({ db: database.db, config, worker: { listen: database.listen } });
await app.ready();

const server = http.createServer();
const vite = await createVite({ server: { middlewareMode: true, ws: { server } }, appType: 'spa' });
server.on('request', (req, res) => {
  if (req.url === '/api' || req.url?.startsWith('/api/')) {
    app.routing(req, res);
    return;
  }
  vite.middlewares(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});
server.listen(config.port, config.host, () => app.log.info(`dev server on http://localhost:${config.port}`));
