import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage, startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { bearer } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

// A real browser on a shared 2-core machine: generous per-test time, conditions not sleeps.
describe('dashboard: check, review and activity in chromium', { timeout: 90_000 }, () => {
  it('checks a claim and shows its verdict, write-up and sources as links', async () => {
    const { page, context, errors } = await h.newPage();
    await signInThroughPage(h, page, `desk@${uniqueDomain('check')}`);
    await page.getByRole('link', { name: 'Check' }).click();
    await page.getByLabel('Claim').fill('Nigeria has 36 states and the Federal Capital Territory.');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.waitFor();
    const claim = result.getByRole('article').first();
    expect(await claim.getByText(/Confidence: (high|medium|low)/).count()).toBe(1);
    const links = claim.getByRole('list').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.first().getAttribute('href')).toMatch(/^https?:\/\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new review item appears without reload; a verdict button decides it; the job and the activity log show it', async () => {
    const { page, context, errors } = await h.newPage();
    const email = `editor@${uniqueDomain('review')}`;
    await signInThroughPage(h, page, email);
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByText('Nothing waiting for review').waitFor();

    // A low-confidence claim arrives from elsewhere (an API client) while the page is open.
    const token = (await context.cookies()).find((c) => c.name === 'gaskiya_session')!.value;
    const claimText = 'The federal government spent N2 billion on goats for the Senate in 2022.';
    const checked = await h.t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(token),
      payload: { text: claimText },
    });
    expect(checked.statusCode).toBe(200);
    const jobId = checked.json().job_id as string;

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: claimText }) });
    await item.waitFor();
    await item
      .getByText(/Sources|No sources found/)
      .first()
      .waitFor();
    await item.getByLabel('Note (optional)').fill('No such spending in the budget.');
    await item.getByRole('button', { name: 'False', exact: true }).click();
    await item.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('False');

    const job = (
      await h.t.app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers: bearer(token) })
    ).json();
    expect(job.result.claims[0].review).toMatchObject({ status: 'decided', verdict: 'verified_false' });
    expect(job.result.claims[0].review.decided_by).toBeTruthy();

    await page.getByRole('link', { name: 'Activity' }).click();
    const row = page.getByRole('row', { name: /review decided/i }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(email);
    expect(errors).toEqual([]);
    await context.close();
  });
});
