import { z } from 'zod';
import { loadEnv } from '../config/env.js';
import { createWorkspaceService } from '../core/workspaces/workspace-service.js';
import { createUsageService } from '../core/usage/usage-service.js';
import { systemClock } from '../core/shared/clock.js';
import { AppError } from '../core/errors/app-error.js';
import { createPrismaClient } from '../db/prisma.js';
import { createActivityStore } from '../db/repositories/activity-store.js';
import { createUsageStore } from '../db/repositories/usage-store.js';
import { createWorkspaceStore } from '../db/repositories/workspace-store.js';

/** Operator command: `npm run plan -- <workspace e-mail domain> premium|free`. */
const args = z.tuple([z.string().min(1), z.enum(['free', 'premium'])]).safeParse(process.argv.slice(2));
if (!args.success) {
  process.stderr.write('Usage: npm run plan -- <workspace e-mail domain> premium|free\n');
  process.exit(2);
}
const [domain, plan] = args.data;
const db = createPrismaClient(loadEnv().DATABASE_URL, 1);
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
    `${error instanceof AppError ? `No workspace has the domain ${domain}.` : (error as Error).message}\n`,
  );
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
