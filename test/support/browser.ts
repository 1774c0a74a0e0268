import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from './test-app.js';

/** Debian's chromium (`apt-get install chromium`); playwright-core downloads nothing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserHarness {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  /** A fresh context (own cookies) and page; console errors and page errors are collected. */
  /** `storageState`: start signed in, with the cookies of an earlier context. */
  newPage(opts?: { width?: number; height?: number; storageState?: StorageState }): Promise<{
    context: BrowserContext;
    page: Page;
    errors: string[];
  }>;
  close(): Promise<void>;
}

/**
 * The whole service listening on a free port (same composition root as production, real
 * PostgreSQL, Redis and SMTP capture) and one chromium for the test file, launched with a new
 * empty profile.
 */
export async function startBrowserHarness(
  opts: { env?: Record<string, string>; worker?: boolean } = {},
): Promise<BrowserHarness> {
  const t = await createTestApp(opts);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // chromium.launch starts from a new, empty temporary profile (user-data-dir) every time.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const harness: BrowserHarness = {
    t,
    baseUrl,
    browser,
    async newPage({ width = 1200, height = 900, storageState } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        ...(storageState ? { storageState } : {}),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page, errors };
    },
    async close() {
      await browser.close().catch(() => undefined);
      await t.close();
    },
  };
  return harness;
}

/** Signs in through the page: work e-mail, "Send code", the code read from the captured mail, "Sign in". */
export async function signInThroughPage(h: BrowserHarness, page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Work e-mail').fill(email);
  const before = h.t.smtp.mails.length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await h.t.smtp.codeFor(email, before);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe-core (from npm) in the page. Injected through the DevTools protocol, so the page's
 * strict CSP stays on and is tested too. Returns the serious and critical violations.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** True when the page is wider than the window (sideways scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
}
