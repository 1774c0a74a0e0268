import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Connection string of the same server, other database. */
export function databaseUrl(name: string, base: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(base: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres', base) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A private database for one test app, cloned from this run's migrated template: parallel test
 * files never see each other's jobs, workspaces or sweeps. Cloning takes ~100 ms.
 */
export async function createTestDatabase(
  templateUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `gaskiya_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(templateUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        // Two clones of one template at the same instant can collide; wait and retry.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: databaseUrl(name, templateUrl),
    drop: () =>
      admin(
        templateUrl,
        async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
      ),
  };
}
