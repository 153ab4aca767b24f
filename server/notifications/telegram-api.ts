// The Telegram Bot API adapter: `sendMessage` over HTTPS to TELEGRAM_API_URL (api.telegram.org by
// default; tests point it at a local server speaking the same protocol). The Bot API puts the bot
// token in the request's path, so every message this module lets out — an error, a log line, a
// job's last_error — has the token cut out. A chat connected without a token is the sandbox: the
// message is printed to the server's terminal instead of sent (a developer's machine).
import type { TelegramProblem } from '../../api/routes/telegram';

const TIMEOUT_MS = 10_000;

/** A refused or failed send; `retryAfterS` is the Bot API's own wait (429 parameters.retry_after). */
export class TelegramError extends Error {
  override name = 'TelegramError';
  constructor(readonly problem: TelegramProblem, readonly status: number | null, message: string, readonly retryAfterS: number | null = null) {
    super(message);
  }

  /** Whether sending the same message later can succeed (a wrong token or chat stays wrong). */
  get retryable(): boolean {
    return this.problem === 'rate_limited' || this.problem === 'unavailable';
  }
}

export interface TelegramMessage {
  /** null: the sandbox, printed and not sent. */
  token: string | null;
  chatId: string;
  /** Telegram's HTML parse mode, already escaped (notifications/lead-telegram.ts). */
  html: string;
}

/** Every occurrence of the token in `text` replaced, so no message of ours can carry it out. */
export const redactToken = (text: string, token: string | null) => (token ? text.split(token).join('…') : text);

interface BotAnswer { ok?: boolean; error_code?: number; description?: string; parameters?: { retry_after?: number } }

function problemOf(status: number, description: string): TelegramProblem {
  if (status === 401 || status === 404) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  if (status === 400 && /chat not found/i.test(description)) return 'chat_not_found';
  if (status === 403) return 'forbidden';
  return 'rejected';
}

const printToStdout = (text: string) => void process.stdout.write(`${text}\n`);

/** Posts the message through the Bot API at `baseUrl` (the sandbox: `print`s it). Throws TelegramError. */
export async function sendTelegram(baseUrl: string, msg: TelegramMessage, print: (text: string) => void = printToStdout): Promise<void> {
  if (msg.token === null) {
    print(`[telegram sandbox] chat ${msg.chatId}\n${msg.html}`);
    return;
  }
  const url = `${baseUrl.replace(/\/+$/, '')}/bot${msg.token}/sendMessage`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: msg.chatId, text: msg.html, parse_mode: 'HTML', link_preview_options: { is_disabled: true } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (err) {
    const cause = err instanceof Error ? `${err.message}${err.cause instanceof Error ? `: ${err.cause.message}` : ''}` : String(err);
    throw new TelegramError('unavailable', null, redactToken(`Telegram Bot API unreachable: ${cause}`, msg.token));
  }
  const text = await res.text().catch(() => '');
  let answer: BotAnswer = {};
  try {
    answer = JSON.parse(text) as BotAnswer;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (res.ok && answer.ok === true) return;
  const status = res.ok ? 502 : res.status;
  const description = (answer.description ?? text).slice(0, 200);
  const header = Number(res.headers.get('retry-after'));
  const retryAfter = answer.parameters?.retry_after ?? (Number.isFinite(header) && header > 0 ? header : null);
  throw new TelegramError(problemOf(status, description), status, redactToken(`Telegram Bot API ${status}: ${description}`, msg.token), retryAfter);
}
