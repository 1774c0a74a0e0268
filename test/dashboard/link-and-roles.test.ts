import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { bearer } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';
import { startFixtureServer, type FixtureServer } from '../link/support/fixture-server.js';

let h: BrowserHarness;
let site: FixtureServer;
beforeAll(async () => {
  site = await startFixtureServer();
  // The fixture site listens on loopback: only tests turn private addresses on.
  h = await startBrowserHarness({ worker: true, env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

/** fetch() from inside the page, as the dashboard does it (cookie + CSRF header). */
const pageFetch = (method: string, path: string, body?: unknown) =>
  `(() => {
    const csrf = decodeURIComponent((/gaskiya_csrf=([^;]*)/.exec(document.cookie) || [])[1] || '');
    const headers = ${body === undefined ? '{}' : "{ 'content-type': 'application/json' }"};
    headers['x-csrf-token'] = csrf;
    return fetch(${JSON.stringify(path)}, {
      method: ${JSON.stringify(method)},
      headers,
      body: ${body === undefined ? 'undefined' : JSON.stringify(JSON.stringify(body))},
    }).then((r) => r.status);
  })()`;

// A real browser on a shared 2-core machine: generous per-test time, conditions not sleeps.
describe('dashboard: the link tool and roles in chromium', { timeout: 90_000 }, () => {
  it('checks a link with progress and a result, then shows the upgrade note when the trial is used up', async () => {
    const { page, context, errors } = await h.newPage();
    await signInThroughPage(h, page, `editor@${uniqueDomain('link')}`);
    await page.getByRole('link', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link', { exact: true }).fill(`${site.origin}/news/inflation-eases-march`);
    await page.getByRole('button', { name: 'Check link' }).click();
    await page.getByRole('heading', { name: /^Rating:/ }).waitFor({ timeout: 25_000 });
    expect(await page.getByRole('heading', { name: 'Suggestion' }).count()).toBe(1);
    expect(await page.locator('.disclaimer').textContent()).toMatch(/AI/);

    // Four more trial uses from an API client use the trial up (5 on the free plan).
    const token = (await context.cookies()).find((c) => c.name === 'gaskiya_session')!.value;
    for (let i = 0; i < 4; i++) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: '/v1/link',
        headers: bearer(token),
        payload: { url: `${site.origin}/news/inflation-eases-march?copy=${i}` },
      });
      expect(res.statusCode).toBe(202);
    }
    await page.getByRole('button', { name: 'Check link' }).click();
    const note = page.getByRole('region', { name: 'Free trial used up' });
    await note.waitFor();
    expect(await note.textContent()).toMatch(/free trial of the link tool/);
    expect(await note.textContent()).toMatch(/upgrade|premium/i);
    // The only console error is the refused request itself (402).
    expect(errors.every((e) => /status of 402/.test(e))).toBe(true);
    await context.close();
  });

  it('a member sees no owner controls, and the server refuses owner actions anyway', async () => {
    const domain = uniqueDomain('roles');
    const owner = await h.newPage();
    await signInThroughPage(h, owner.page, `owner@${domain}`);
    const member = await h.newPage();
    await signInThroughPage(h, member.page, `reporter@${domain}`);

    // The owner sees both and can add and remove by e-mail.
    await owner.page.getByRole('link', { name: 'Members' }).click();
    await owner.page.getByLabel('E-mail').fill(`intern@${domain}`);
    await owner.page.getByRole('button', { name: 'Add member' }).click();
    await owner.page.getByRole('row', { name: new RegExp(`intern@${domain}`) }).waitFor();
    await owner.page.getByRole('button', { name: `Remove intern@${domain}` }).click();
    await owner.page
      .getByRole('row', { name: new RegExp(`intern@${domain}`) })
      .waitFor({ state: 'detached' });

    const m = member.page;
    await m.getByRole('link', { name: 'Members' }).click();
    await m.getByRole('row', { name: new RegExp(`owner@${domain}`) }).waitFor();
    expect(await m.getByRole('button', { name: /Remove|Make owner|Add member/ }).count()).toBe(0);
    await m.getByRole('link', { name: 'Style guide' }).click();
    await m.getByText('Only the owner can edit the style guide.').waitFor();
    expect(await m.getByLabel('Style guide', { exact: true }).count()).toBe(0);
    await m.getByRole('link', { name: 'Sources' }).click();
    await m.getByRole('heading', { name: 'Trusted publishers' }).waitFor();
    expect(await m.getByRole('button', { name: 'Add publisher' }).count()).toBe(0);

    const ownerId = (
      await h.t.container.db.user.findFirstOrThrow({
        where: { email: `owner@${domain}` },
        select: { id: true },
      })
    ).id;
    expect(await m.evaluate<number>(pageFetch('DELETE', `/v1/workspace/members/${ownerId}`))).toBe(403);
    expect(await m.evaluate<number>(pageFetch('PUT', '/v1/workspace/style-guide', { text: 'x' }))).toBe(403);
    expect(await m.evaluate<number>(pageFetch('POST', '/v1/workspace/owner', { user_id: ownerId }))).toBe(
      403,
    );
    // Only the three refusals reached the console; the pages themselves raised nothing.
    expect(member.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
});
