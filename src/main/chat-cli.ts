import { z } from 'zod';
import { loadEnv } from '../config/env.js';
import { createPrismaClient } from '../db/prisma.js';
import { createOperatorAllowList } from '../db/repositories/chat-connector-store.js';
import { createSecretBox as createWebhookSecretBox } from '../crypto/secret-box.js';
import { createSecretBox, parseSecretKey } from '../db/secret-box.js';

/**
 * Operator command, with the service's own environment:
 *   npm run chat -- allow <workspace e-mail domain>   the workspace may use the deployment's own bots
 *   npm run chat -- deny <workspace e-mail domain>    it may not (its places on them are unlinked)
 *   npm run chat -- reseal                            re-encrypt stored tokens and webhook secrets under SECRETS_KEY
 * Exit 0 and one line saying what changed; an unknown domain exits 1, bad usage 2.
 */
const USAGE = 'Usage: npm run chat -- allow|deny <workspace e-mail domain>  |  npm run chat -- reseal\n';
const args = z
  .union([z.tuple([z.enum(['allow', 'deny']), z.string().min(1)]), z.tuple([z.literal('reseal')])])
  .safeParse(process.argv.slice(2));
if (!args.success) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const env = loadEnv();
const db = createPrismaClient(env.DATABASE_URL, 1);

async function reseal(): Promise<string> {
  if (!env.SECRETS_KEY) throw new Error('SECRETS_KEY is not set.');
  const box = createSecretBox(env.SECRETS_KEY, env.SECRETS_KEY_PREVIOUS);
  let moved = 0;
  for (const row of await db.chatConnector.findMany({ select: { id: true, sealedSecrets: true } })) {
    if (!box.isStale(row.sealedSecrets)) continue;
    await db.chatConnector.update({
      where: { id: row.id },
      data: { sealedSecrets: box.seal(box.open(row.sealedSecrets)) },
    });
    moved++;
  }
  // Webhook signing secrets (bound to their endpoint's id): those the current key cannot open were
  // sealed under a previous key or the former WEBHOOK_SECRETS_KEY.
  const keys = [env.SECRETS_KEY, ...env.SECRETS_KEY_PREVIOUS, env.WEBHOOK_SECRETS_KEY]
    .filter((k): k is string => Boolean(k))
    .map(parseSecretKey);
  const current = createWebhookSecretBox(keys[0]!);
  const any = createWebhookSecretBox(...keys);
  let hooks = 0;
  for (const row of await db.webhookEndpoint.findMany({ select: { id: true, secretSealed: true } })) {
    try {
      current.open(row.secretSealed, row.id);
      continue;
    } catch {
      // not under the current key: re-sealed below
    }
    await db.webhookEndpoint.update({
      where: { id: row.id },
      data: { secretSealed: current.seal(any.open(row.secretSealed, row.id), row.id) },
    });
    hooks++;
  }
  return (
    `${moved} stored token set(s) and ${hooks} webhook secret(s) re-encrypted under the current SECRETS_KEY; ` +
    'SECRETS_KEY_PREVIOUS and WEBHOOK_SECRETS_KEY may now be emptied.'
  );
}

async function allowOrDeny(action: 'allow' | 'deny', rawDomain: string): Promise<string | null> {
  const domain = rawDomain.trim().toLowerCase();
  const workspace = await db.workspace.findUnique({ where: { domain }, select: { id: true } });
  if (!workspace) return null;
  const list = createOperatorAllowList(db);
  if (action === 'allow') {
    return (await list.allow(workspace.id))
      ? `${domain} may now link places on this deployment's own bots and senders.`
      : `${domain} was already allowed; nothing changed.`;
  }
  const { wasAllowed, unlinked } = await list.deny(workspace.id);
  return wasAllowed || unlinked
    ? `${domain} may no longer use this deployment's own bots and senders; ${unlinked} place(s) unlinked.`
    : `${domain} was not allowed; nothing changed.`;
}

try {
  const [command, domain] = args.data;
  const line = command === 'reseal' ? await reseal() : await allowOrDeny(command, domain);
  if (line === null) {
    process.stderr.write(`No workspace has the domain ${domain}.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${line}\n`);
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
