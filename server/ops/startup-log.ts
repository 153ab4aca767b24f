// Messages before Fastify's logger exists (start-up, the command-line tools): one JSON line each,
// the same shape as pino's, so a log collector reads them with the rest.
export const startupLog = {
  info: (msg: string): void => console.log(JSON.stringify({ level: 30, time: Date.now(), msg })),
  error: (msg: string): void => console.error(JSON.stringify({ level: 50, time: Date.now(), msg })),
};
