import { z } from 'zod';
import { createWorkspaceService } from '../core/workspaces/workspace-service.js';
import { createUsageService } from '../core/usage/usage-service.js';
import { systemClock } from '../core/shared/clock.js';
import { AppError } from '../core/errors/app-error.js';
import { createPrismaClient } from '../db/prisma.js';
import { createActivityStore } from '../db/repositories/activity-store.js';
import { createUsageStore } from '../db/repositories/usage-store.js';
import { createWorkspaceStore } from '../db/repositories/workspace-store.js';
import { cliEnv, fail, handleHelp } from './cli.js';

const USAGE = `Usage: npm run plan -- <workspace e-mail domain> premium|free

Sets a workspace's plan (premium: no trial limits) with the service's own environment, and says
what changed. Example: npm run plan -- premiumtimesng.com premium`;

/** Operator command: `npm run plan -- <workspace e-mail domain> premium|free`. */
handleHelp(USAGE);
const args = z.tuple([z.string().min(1), z.enum(['free', 'premium'])]).safeParse(process.argv.slice(2));
if (!args.success)
  fail('Give a workspace e-mail domain and premium or free, e.g. npm run plan -- example.ng premium.', 2);
const [domain, plan] = args.data;
const db = createPrismaClient(cliEnv().DATABASE_URL, 1);
const workspaces = createWorkspaceService({
  store: createWorkspaceStore(db),
  activity: createActivityStore(db),
  usage: createUsageService({ store: createUsageStore(db), clock: systemClock }),
  clock: systemClock,
});
try {
  const { before } = await workspaces.setPlan(domain, plan);
  const line =
    before === plan
      ? `${domain} was already on the ${plan} plan; nothing changed.`
      : `${domain}: plan changed from ${before} to ${plan}.`;
  process.stdout.write(`${line}\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof AppError ? `No workspace has the domain ${domain}.` : `The plan could not be changed: ${(error as Error).message.split('\n')[0]}`}\n`,
  );
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
