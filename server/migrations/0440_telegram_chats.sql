-- Lead notifications in Telegram: an account's owner connects one bot and one chat, and every lead
-- of the chosen projects (or of all of them) is posted there, beside the lead mail. The bot token
-- is a credential that can post as the bot anywhere: it is stored sealed (AES-256-GCM under a key
-- derived from the installation secret, server/notifications/seal.ts), never as typed. A chat
-- without a token is the sandbox: its messages are printed to the server's terminal.
CREATE TABLE telegram_chats (
  account_id   bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  token_sealed text,
  -- The token's part before the colon: the bot's own user id, public, shown to tell bots apart.
  bot_id       text,
  chat_id      text NOT NULL,
  all_projects boolean NOT NULL DEFAULT true,
  tested_at    timestamptz,
  created      timestamptz NOT NULL DEFAULT now(),
  updated      timestamptz NOT NULL DEFAULT now()
);

-- The projects whose leads are posted when not all of them are.
CREATE TABLE telegram_chat_projects (
  account_id bigint NOT NULL REFERENCES telegram_chats (account_id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, project_id)
);
CREATE INDEX telegram_chat_projects_project_idx ON telegram_chat_projects (project_id);
