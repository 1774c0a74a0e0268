import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  scrollsSideways,
  seriousA11yViolations,
  signInThroughPage,
  startBrowserHarness,
  type BrowserHarness,
  type StorageState,
} from '../support/browser.js';
import { bearer } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';
import { hasData, importInto, makeSlice } from '../election/slice.js';

/** Every page in the navigation, by the name screen readers announce, with its heading. */
const PAGES: Array<[link: string, heading: string]> = [
  ['Check', 'Check a claim'],
  ['Link', 'Check a link'],
  ['Review', 'Review queue'],
  ['Keys', 'API keys'],
  ['Members', 'Members'],
  ['Style guide', 'Style guide'],
  ['Sources', 'Sources'],
  ['Activity', 'Activity'],
  ['Usage', 'Usage'],
  ['Channels', 'Channels'],
  ['Elections', 'Elections'],
];

// `npm run screenshots` sets this: the README's pictures are taken from this very walk.
const SCREENSHOTS = process.env.DASHBOARD_SCREENSHOTS;

let h: BrowserHarness;
let sliceDir: string | undefined;
/** The owner's signed-in browser state: sign-in codes are limited per address, so sign in once. */
let owner: StorageState;
const domain = uniqueDomain('pages');
const ownerEmail = `editor@${domain}`;

beforeAll(async () => {
  h = await startBrowserHarness();
  if (hasData) {
    // A slice of the real IReV data (Aba North and Ifako-Ijaye) so the map and tables have rows.
    sliceDir = (await makeSlice(['01/01/', '24/10/'])).dir;
    await importInto(h.t.container.env.DATABASE_URL, sliceDir, { batchSize: 500 });
  }
  // Some content on every page: a key, a pending review item, a source of the workspace's own.
  const { token } = await h.t.signIn(ownerEmail);
  const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
    h.t.app.inject({ method, url, headers: bearer(token), payload });
  await inject('POST', '/v1/keys', { label: 'Newsroom CMS' });
  await inject('POST', '/v1/check', {
    text: 'The federal government spent N2 billion on goats for the Senate in 2022.',
  });
  await inject('POST', '/v1/check', { text: 'Nigeria has 36 states.' });
  await inject('POST', '/v1/sources', {
    name: 'Desk archive',
    domain: `archive.${domain}`,
    kind: 'news',
    trust: 0.7,
  });
  await inject('PUT', '/v1/workspace/style-guide', { text: 'Short sentences. Name the source first.' });
  const { page, context } = await h.newPage();
  await signInThroughPage(h, page, ownerEmail);
  owner = await context.storageState();
  await context.close();
}, 240_000);

async function signedIn(opts: { width?: number; height?: number } = {}) {
  const opened = await h.newPage({ ...opts, storageState: owner });
  await opened.page.goto('/check');
  await opened.page.getByRole('navigation', { name: 'Main' }).waitFor();
  return opened;
}
afterAll(async () => {
  await h?.close();
  if (sliceDir) rmSync(sliceDir, { recursive: true, force: true });
});

async function visit(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Wait until the page's data is in (no "Loading…" left).
  await page.getByText('Loading…').first().waitFor({ state: 'detached' });
}

describe('dashboard: every page in chromium', { timeout: 120_000 }, () => {
  it('every page is reachable from the navigation and axe-core finds nothing serious or critical', async () => {
    const { page, context, errors } = await signedIn({ width: 1200, height: 900 });
    const found: Record<string, unknown> = {};
    for (const [link, heading] of PAGES) {
      await visit(page, link, heading);
      if (link === 'Check') {
        // With a result on the page, so the result view is checked too.
        await page.getByLabel('Claim').fill('Nigeria has 36 states.');
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        await page.getByRole('region', { name: 'Result' }).waitFor();
      }
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[link] = violations;
      if (SCREENSHOTS)
        await page.screenshot({
          path: path.join(SCREENSHOTS, `dashboard-${link.toLowerCase().replace(' ', '-')}.png`),
          fullPage: true,
        });
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();

    // The sign-in page too (a fresh browser profile: signed out).
    const fresh = await h.newPage();
    await fresh.page.goto('/');
    await fresh.page.getByLabel('Work e-mail').waitFor();
    expect(await seriousA11yViolations(fresh.page)).toEqual([]);
    if (SCREENSHOTS) await fresh.page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-sign-in.png') });
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  it('at 390 px wide no page scrolls sideways, and axe-core still finds nothing serious', async () => {
    const { page, context, errors } = await signedIn({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const [link, heading] of PAGES) {
      await visit(page, link, heading);
      if (await scrollsSideways(page)) wide.push(link);
      expect(await seriousA11yViolations(page), link).toEqual([]);
      if (SCREENSHOTS && link === 'Review')
        await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-review-phone.png'), fullPage: true });
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works from the keyboard alone: reach a page from the navigation, create a key, decide a review item', async () => {
    const { page, context, errors } = await signedIn();
    const focused = () =>
      page.evaluate<string>('document.activeElement ? document.activeElement.textContent.trim() : ""');
    const tabTo = async (text: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if ((await focused()) === text) return;
      }
      throw new Error(`Tab never reached "${text}"`);
    };
    await tabTo('Keys');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    // Focus moves to the new page's heading; the next Tab stops in the form.
    await expect.poll(() => page.evaluate<string>('document.activeElement.tagName')).toBe('H1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('label');
    await page.keyboard.type('Keyboard key');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Key value').inputValue()).toMatch(/^gsk_/);

    await tabTo('Review');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
    const items = page.locator('.review-item');
    await items.first().waitFor();
    const before = await items.count();
    await tabTo('Unproven');
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(before - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports documents and shows the per-line report; usage shows limits, reset date and the upgrade note', async () => {
    const { page, context, errors } = await signedIn();
    await visit(page, 'Sources', 'Sources');
    const good = {
      url: `https://archive.${domain}/fact-check/fuel`,
      title: 'Fuel price claim checked',
      text: 'The price of petrol in Lagos was 617 naira per litre in July 2023, according to NBS data.',
      publisher: 'Desk archive',
    };
    await page.getByLabel('Format').selectOption('ndjson');
    await page.getByLabel('Documents').fill(`${JSON.stringify(good)}\n{"title": "no url"}\n`);
    await page.getByRole('button', { name: 'Import' }).click();
    const report = page.locator('.report');
    await report.waitFor();
    expect(await report.textContent()).toContain('Created 1');
    expect(await report.getByRole('row', { name: /^2\b/ }).textContent()).toBeTruthy();

    await visit(page, 'Usage', 'Usage');
    const text = await page.locator('main').textContent();
    expect(text).toMatch(/reset/);
    expect(text).toMatch(/of 100/);
    expect(await page.getByRole('heading', { name: 'Upgrade' }).count()).toBe(1);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it.skipIf(!hasData)(
    'elections: the state map and table drill down to LGAs; the polling-unit search finds units',
    async () => {
      const { page, context, errors } = await signedIn();
      await visit(page, 'Elections', 'Elections');
      const lagos = page.getByRole('button', { name: /^Lagos: [\d.]+% uploaded$/ });
      await lagos.click();
      await page.getByRole('table', { name: 'Uploads by LGA' }).waitFor();
      expect(await page.getByRole('button', { name: /Ifako/i }).count()).toBeGreaterThan(0);
      expect(await page.locator('main').textContent()).toMatch(/as of/);
      await page.getByLabel('Polling unit').fill('24-10');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('.units li').first().waitFor();
      expect(await page.locator('.units li').first().textContent()).toMatch(/24-10-/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
