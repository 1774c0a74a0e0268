import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceService } from '../../src/core/sources/source-service.js';
import { createSourceStore } from '../../src/db/repositories/source-store.js';
import { createUsageStore } from '../../src/db/repositories/usage-store.js';
import { loadServiceSources, SERVICE_SOURCES_FILE } from '../../src/main/modules/service-sources.js';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shipped = JSON.parse(readFileSync(SERVICE_SOURCES_FILE, 'utf8')) as {
  retired: string[];
  documents: { url: string }[];
};

function deps() {
  const store = createSourceStore(t.container.db);
  const sources = createSourceService({
    store,
    activity: t.container.foundation.activity,
    serviceSourcesReady: async () => {},
    planOf: createUsageStore(t.container.db).plan,
    freeCaps: { maxStored: 1000, maxPerDay: 1000 },
    clock: t.container.foundation.clock,
  });
  return { store, sources };
}

describe('the shipped official facts', () => {
  it('link documents a reporter can open, never a home page with an anchor', () => {
    const inec2023 = shipped.documents.filter((d) => d.url.includes('2023-GENERAL-ELECTION-REPORT'));
    expect(inec2023.length).toBeGreaterThanOrEqual(10);
    for (const d of inec2023) expect(new URL(d.url).pathname).toMatch(/\.pdf$/);
    expect(shipped.documents.map((d) => d.url)).not.toContain(
      'https://inecnigeria.org/#registered-voters-2023',
    );
  });

  it('a url the file retired is deleted at load, and only that one', async () => {
    const db = t.container.db;
    const old = shipped.retired[0]!;
    const feedUrl = 'https://feeds.example.ng/a-service-wide-feed-item';
    // A deployment that loaded an earlier version holds the fact under its old url, and a
    // service-wide feed item (FEED_URLS) that is not the file's to remove.
    const { store, sources } = deps();
    await sources.importJson(null, [
      { url: old, title: 'Old', text: 'INEC registered 93,469,008 voters.', publisher: 'INEC' },
      { url: feedUrl, title: 'Feed', text: 'A feed item.', publisher: 'Feeds' },
    ]);
    const report = await loadServiceSources({ store, sources });
    expect(report.retired).toBe(1);
    const urls = (await db.document.findMany({ where: { workspaceId: null }, select: { url: true } })).map(
      (d) => d.url,
    );
    expect(urls).not.toContain(old);
    expect(urls).toContain(feedUrl);
    for (const d of shipped.documents) expect(urls).toContain(d.url);
    // Loading again changes nothing.
    expect((await loadServiceSources({ store, sources })).retired).toBe(0);
  });

  it('a file whose retired list is not urls is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gaskiya-sources-'));
    const file = join(dir, 'facts.json');
    await writeFile(file, JSON.stringify({ publishers: [], documents: [], retired: ['not a url'] }));
    await expect(loadServiceSources(deps(), pathToFileURL(file))).rejects.toThrow();
  });
});
