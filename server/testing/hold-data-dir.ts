// A server process as far as the database goes: opens DATA_DIR (argv[2]) the way `npm start` does,
// says "ready", and holds it until SIGTERM. data-dir-lock.test.ts runs several of these at once.
import { openServerDatabase } from '../db/open-server';

const database = await openServerDatabase({ dataDir: process.argv[2] }, { error: (msg) => console.error(msg) });
console.log('ready');
const keepAlive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  void database.close().then(() => process.exit(0));
});
