// A local stand-in for the Telegram Bot API that speaks its `sendMessage` as Telegram does: POST
// /bot<token>/sendMessage with a JSON body; `{"ok":true,"result":{…}}` for a known bot and chat,
// 401 `Unauthorized` for an unknown token, 400 `Bad Request: chat not found` for an unknown chat,
// 429 with `parameters.retry_after` while told to throttle, 502 while told to be down. It records
// every message it accepted. Used by the server tests and the e2e spec (the server's
// TELEGRAM_API_URL points here).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface BotMessage { token: string; chatId: string; text: string; parseMode: string | undefined }

export interface BotApiStandIn {
  url: string;
  /** Messages accepted, in order. */
  messages: BotMessage[];
  /** Requests of any outcome, by path (the path holds the token, as Telegram's does). */
  requests: string[];
  /** The next `count` sends answer 429 with retry_after `seconds`. */
  throttle(count: number, seconds: number): void;
  /** The next `count` sends answer 502. */
  down(count: number): void;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

/** `bots`: token → the chat ids that bot can post to. */
export async function startBotApi(bots: Record<string, readonly string[]>, port = 0): Promise<BotApiStandIn> {
  const messages: BotMessage[] = [];
  const requests: string[] = [];
  let throttled = { count: 0, seconds: 0 };
  let downFor = 0;
  const answer = (path: string, raw: string) => {
    const m = /^\/bot([^/]+)\/sendMessage$/.exec(path);
    if (!m) return json(404, { ok: false, error_code: 404, description: 'Not Found' });
    const token = decodeURIComponent(m[1]);
    if (!(token in bots)) return json(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (downFor > 0) { downFor -= 1; return json(502, { ok: false, error_code: 502, description: 'Bad Gateway' }); }
    if (throttled.count > 0) {
      throttled.count -= 1;
      return json(429, { ok: false, error_code: 429, description: `Too Many Requests: retry after ${throttled.seconds}`, parameters: { retry_after: throttled.seconds } });
    }
    let body: { chat_id?: unknown; text?: unknown; parse_mode?: string };
    try { body = JSON.parse(raw) as typeof body; } catch { return json(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' }); }
    const chatId = String(body.chat_id ?? '');
    if (typeof body.text !== 'string' || body.text === '') return json(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
    if (!bots[token].includes(chatId)) return json(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
    messages.push({ token, chatId, text: body.text, parseMode: body.parse_mode });
    return json(200, { ok: true, result: { message_id: messages.length, chat: { id: chatId }, date: Math.floor(Date.now() / 1000), text: body.text } });
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      requests.push(path);
      const { status, body } = req.method === 'POST' ? answer(path, Buffer.concat(chunks).toString('utf8')) : json(405, { ok: false, error_code: 405, description: 'Method Not Allowed' });
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages, requests,
    throttle(count, seconds) { throttled = { count, seconds }; },
    down(count) { downFor = count; },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
