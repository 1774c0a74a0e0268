import { pino, type Logger } from 'pino';

/** Paths whose values never reach a log line: tokens, keys, signatures, codes, secrets. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-slack-signature"]',
  'req.headers["x-twilio-signature"]',
  'req.headers["x-telegram-bot-api-secret-token"]',
  '*.token',
  '*.key',
  '*.password',
  '*.secret',
  '*.authToken',
  '*.botToken',
  '*.signingSecret',
  'config.SMTP_URL',
  'config.TWILIO_AUTH_TOKEN',
  'config.SLACK_BOT_TOKEN',
  'config.SLACK_SIGNING_SECRET',
  'config.TELEGRAM_BOT_TOKEN',
  'config.TELEGRAM_WEBHOOK_SECRET',
  // Newsrooms' own chat connectors (chat-tenancy): what the channels body and Slack's OAuth carry.
  '*.bot_token',
  '*.auth_token',
  '*.access_token',
  '*.client_secret',
  'config.SLACK_CLIENT_SECRET',
  'config.SECRETS_KEY',
  'config.SECRETS_KEY_PREVIOUS',
  'config.WEBHOOK_SECRETS_KEY',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'gaskiya' },
    },
    destination,
  );
}
