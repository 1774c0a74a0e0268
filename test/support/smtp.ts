import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port that keeps what it receives, so sign-in tests read the
 * code from the actual mail the service sent.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest 6-digit code mailed to `email` (waits up to 5 s for it). */
    async codeFor(email: string, after = 0): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = mails
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(email.toLowerCase()));
        const code = mail && /code is (\d{6})/.exec(mail.raw)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no sign-in mail for ${email}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
