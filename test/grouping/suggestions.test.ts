import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, syncCheck, type TestApp } from '../support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A middling match joins a group as a suggestion the editor confirms or splits (issue 21 scope 1).
 * The two wordings below score between the grouping thresholds (see GROUPING in
 * src/core/grouping/claim-similarity.ts): the same news, said with different words.
 */
const FIRST = 'The federal government has banned okada in Lagos from Monday.';
const MAYBE_SAME = 'Okada ban: FG stops motorcycles in Lagos starting Monday';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const tip = async (key: string, text: string) => (await syncCheck(t.app, key, text)).result as Json;
const queue = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(key) })).json().items as Json[];
const resolve = (key: string, itemId: string, askId: string, action: 'confirm' | 'split') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/review/${itemId}/suggestions/${askId}`,
    headers: bearer(key),
    payload: { action },
  });

describe('suggested tips', { timeout: 300_000 }, () => {
  it('a middling match waits on the group’s item as a suggestion; confirming makes it an asker', async () => {
    const ws = await t.newWorkspace('suggest-confirm');
    await tip(ws.key, FIRST);
    await tip(ws.key, MAYBE_SAME);
    const [item, ...rest] = await queue(ws.key);
    expect(rest).toEqual([]);
    expect(item!.askers).toBe(1);
    expect(item!.suggestions).toHaveLength(1);
    const [suggestion] = item!.suggestions as [Json];
    expect(suggestion.text).toMatch(/okada/i);
    expect(suggestion.similarity).toBeGreaterThan(0);
    expect(suggestion.similarity).toBeLessThan(1);

    // Another workspace cannot touch it; an unknown suggestion is a 404.
    const other = await t.newWorkspace('suggest-other');
    expect((await resolve(other.key, item!.id, suggestion.id, 'confirm')).statusCode).toBe(404);
    expect((await resolve(ws.key, item!.id, item!.id, 'confirm')).statusCode).toBe(404);

    const confirmed = await resolve(ws.key, item!.id, suggestion.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });
    const [after] = await queue(ws.key);
    expect(after).toMatchObject({ id: item!.id, askers: 2, suggestions: [] });
    // Resolved once: a second answer finds nothing to resolve.
    expect((await resolve(ws.key, item!.id, suggestion.id, 'split')).statusCode).toBe(404);
  });

  it('splitting gives the tip a group and a review item of its own', async () => {
    const ws = await t.newWorkspace('suggest-split');
    await tip(ws.key, FIRST);
    await tip(ws.key, MAYBE_SAME);
    const [item] = await queue(ws.key);
    const [suggestion] = item!.suggestions as [Json];
    expect((await resolve(ws.key, item!.id, suggestion.id, 'split')).statusCode).toBe(200);
    const items = await queue(ws.key);
    expect(items).toHaveLength(2);
    const split = items.find((i) => i.id !== item!.id)!;
    expect(split).toMatchObject({ askers: 1, suggestions: [] });
    expect(split.claim_text).toMatch(/okada/i);
    expect(items.find((i) => i.id === item!.id)).toMatchObject({ askers: 1, suggestions: [] });
    const groups = await t.container.db.claimGroup.findMany({ where: { workspaceId: ws.workspaceId } });
    expect(groups).toHaveLength(2);
  });
});
