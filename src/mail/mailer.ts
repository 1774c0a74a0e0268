import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from '../core/auth/ports.js';

function codeMessage(code: string) {
  return {
    subject: `Your Gaskiya sign-in code: ${code}`,
    text:
      `Your Gaskiya sign-in code is ${code}\n\n` +
      'It works once and expires in 10 minutes. If you did not ask for it, ignore this message.\n',
  };
}

/** Sends sign-in codes over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.org:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendSignInCode(to, code) {
      await transport.sendMail({ from, to, ...codeMessage(code) });
    },
    close: () => transport.close(),
  };
}

/**
 * Development mode (no SMTP_URL): the code is written to the log, clearly, instead of mailed.
 * Never used when SMTP_URL is set.
 */
export function createLogMailer(log: Logger): Mailer & { close(): void } {
  return {
    async sendSignInCode(to, code) {
      log.warn({ to, signInCode: code }, `DEVELOPMENT MODE (no SMTP_URL): sign-in code for ${to} is ${code}`);
    },
    close: () => undefined,
  };
}
