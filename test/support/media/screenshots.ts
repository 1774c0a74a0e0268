import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium (apt-get install chromium); playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type ScreenshotStyle = 'whatsapp' | 'news-card' | 'tweet';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STATUS_BAR = `<div class="status"><span>10:42</span><span>4G ▂▄▆ 87%</span></div>`;

/** Phone-sized pages that look like what tipsters forward: interface chrome around the claim. */
function page(style: ScreenshotStyle, text: string): string {
  const body = escape(text);
  const common = `
    * { box-sizing: border-box; }
    body { margin: 0; width: 400px; font-family: 'DejaVu Sans', sans-serif; }
    .status { display: flex; justify-content: space-between; padding: 6px 14px; font-size: 13px; }`;
  switch (style) {
    case 'whatsapp':
      return `<html><head><style>${common}
        body { background: #efeae2; }
        .bar { background: #075e54; color: white; padding: 12px 14px; font-size: 17px; }
        .bubble { background: #fff; margin: 14px 40px 14px 12px; padding: 8px 10px; border-radius: 8px; font-size: 16px; line-height: 1.35; }
        .fwd { color: #8696a0; font-style: italic; font-size: 13px; margin-bottom: 4px; }
        .time { text-align: right; color: #8696a0; font-size: 11px; margin-top: 4px; }
        </style></head><body>${STATUS_BAR}<div class="bar">Family Group</div>
        <div class="bubble"><div class="fwd">Forwarded many times</div>${body}<div class="time">10:41</div></div>
        <div class="status" style="justify-content:flex-start;color:#8696a0">Type a message</div></body></html>`;
    case 'news-card':
      return `<html><head><style>${common}
        body { background: #fff; }
        .brand { background: #b00020; color: #fff; font-weight: bold; padding: 10px 14px; font-size: 15px; letter-spacing: 1px; }
        .headline { padding: 18px 16px; font-size: 22px; font-weight: bold; line-height: 1.3; color: #111; }
        .foot { padding: 0 16px 14px; color: #666; font-size: 12px; }
        </style></head><body>${STATUS_BAR}<div class="brand">BREAKING NEWS</div>
        <div class="headline">${body}</div><div class="foot">Share · 2h</div></body></html>`;
    case 'tweet':
      return `<html><head><style>${common}
        body { background: #fff; color: #0f1419; }
        .who { padding: 10px 14px 0; font-weight: bold; font-size: 15px; }
        .handle { color: #536471; font-weight: normal; }
        .text { padding: 6px 14px 10px; font-size: 17px; line-height: 1.35; }
        .meta { padding: 0 14px 10px; color: #536471; font-size: 13px; }
        .counts { display: flex; gap: 28px; padding: 8px 14px; border-top: 1px solid #eff3f4; color: #536471; font-size: 13px; }
        </style></head><body>${STATUS_BAR}<div class="who">Naija Updates <span class="handle">@naijaupdates</span></div>
        <div class="text">${body}</div><div class="meta">9:15 PM · Nov 24, 2026 · 12.4K Views</div>
        <div class="counts"><span>218</span><span>1.1K</span><span>3.4K</span></div></body></html>`;
  }
}

/** Renders screenshots with one browser for many pages (start-up costs about a second). */
export async function startScreenshotRenderer() {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  return {
    async render(style: ScreenshotStyle, text: string): Promise<Buffer> {
      const context = await browser.newContext({
        viewport: { width: 400, height: 300 },
        deviceScaleFactor: 2,
      });
      try {
        const tab = await context.newPage();
        await tab.setContent(page(style, text));
        return await tab.screenshot({ type: 'png', fullPage: true });
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
