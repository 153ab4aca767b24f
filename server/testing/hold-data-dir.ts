// A server process as far as the database goes: opens DATA_DIR (argv[2]) the way `npm start` does,
// says "ready", and holds it until it reads "stop" on stdin (a clean shutdown: the database closes
// and the lock is released). data-dir-lock.test.ts runs several of these at once. Stdin rather than
// a signal: the tsx loader has signal handlers of its own.
import { openServerDatabase } from '../db/open-server';

const database = await openServerDatabase({ dataDir: process.argv[2] }, { error: (msg) => console.error(msg) });
console.log('ready');
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  if (chunk.includes('stop')) void database.close().then(() => process.exit(0));
});
