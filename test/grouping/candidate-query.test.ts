import { afterAll, beforeAll, expect, it } from 'vitest';
import { anyWordQuery } from '../../src/db/repositories/grouping-store.js';
import { createTestDatabase } from '../support/test-database.js';
import { templateDatabaseUrl } from '../support/test-env.js';
import pg from 'pg';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase(templateDatabaseUrl());
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

it("makes an OR query of a claim's words that PostgreSQL parses, whatever the claim's characters", async () => {
  const claims = [
    "Trump's 'wall' & (border) | tax! costs <-> 5 billion: true?",
    'Ọbasanjọ ṣe ìjọba fún ọdún 8',
    'N1,000 per litre — 2023!!!',
  ];
  for (const claim of claims) {
    const query = anyWordQuery(claim);
    expect(query).not.toMatch(/[&!():<>*']/);
    const { rows } = await client.query<{ matches: boolean }>(
      "SELECT to_tsvector('english', $1) @@ to_tsquery('english', $2) AS matches",
      [claim, query],
    );
    expect(rows[0]!.matches, claim).toBe(true);
  }
  expect(anyWordQuery(' -- ... !!')).toBe('');
  expect(anyWordQuery('Lagos lagos LAGOS state')).toBe('lagos | state');
});
