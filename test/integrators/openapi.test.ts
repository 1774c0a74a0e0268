import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiExamples } from '../../src/http/openapi/finish-document.js';
import { operationErrors, sharedErrors } from '../../src/http/openapi/operation-errors.js';
import { makeVoiceNote } from '../support/media/voice-notes.js';
import { bearer, createTestApp, syncCheck, waitForJob, type TestApp } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';
import { hasData, importInto, makeSlice } from '../election/slice.js';
import { lintOpenApi } from '../../scripts/lint-openapi.js';

/**
 * The API reference (issue 15 point 4). A tour drives every documented operation the way a
 * client would; every answer must match the schema the document declares for its status and every
 * error code must be one the operation lists. The tour's requests and answers are the document's
 * examples: `UPDATE_API_EXAMPLES=1` writes them to src/http/openapi/examples.json, and without it
 * the committed examples must still match the document. `redocly lint` must find no error.
 */
const EXAMPLES_FILE = new URL('../../src/http/openapi/examples.json', import.meta.url);
const updating = process.env.UPDATE_API_EXAMPLES === '1';

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
};
const recorded: ApiExamples = {};
const answered: Array<{
  operationId: string;
  status: number;
  contentType: string;
  body: unknown;
  headers: Record<string, unknown>;
}> = [];
let site: Server;
let siteUrl = '';
let sliceDir = '';

const SITE_PAGE = `<!doctype html><html><head><title>INEC registers 93.4 million voters</title></head><body><article>
<h1>INEC registers 93.4 million voters</h1><p>The Independent National Electoral Commission said 93,469,008
Nigerians registered to vote in the 2023 general election.</p><p>Lagos has the most registered voters.</p></article></body></html>`;
const SITE_FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Desk news</title><link>http://x/</link><description>d</description>
<item><title>INEC uploads more result sheets</title><link>http://x/1</link><guid>desk-1</guid><pubDate>Sun, 26 Feb 2023 10:00:00 GMT</pubDate></item>
</channel></rss>`;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url?.startsWith('/feed'))
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SITE_FEED);
    else if (req.url?.startsWith('/hook')) res.writeHead(204).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    worker: true,
    env: {
      SECRETS_KEY: randomBytes(32).toString('base64'),
      // The tour's pages, feed and webhook receiver are on loopback.
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  });
  doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
  site?.close();
  if (sliceDir) rmSync(sliceDir, { recursive: true, force: true });
});

/** Operations the tour cannot yet bring to a success, and why (their errors are still checked). */
const NOT_TOURED: Record<string, string> = {};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Record this answer as the example even if one was recorded already. */
  example?: boolean;
}

/** One request as a client sends it; the answer is recorded under the operation it reached. */
async function call(operationId: string, c: Call) {
  const res = await t.app.inject({
    method: c.method,
    url: c.url,
    headers: { ...(c.token ? bearer(c.token) : {}), ...(c.headers ?? {}) },
    ...(c.payload === undefined ? {} : { payload: c.payload as string }),
  });
  const contentType = String(res.headers['content-type'] ?? '');
  const isJson = /^application\/([a-z.-]+\+)?json/.test(contentType);
  const body = isJson ? res.json() : res.body;
  answered.push({ operationId, status: res.statusCode, contentType, body, headers: res.headers });
  const entry = (recorded[operationId] ??= {});
  if (res.statusCode >= 400) {
    const code = (body as { error: { code: string } }).error.code;
    (entry.errors ??= {})[code] ??= body;
  } else {
    if (
      c.payload !== undefined &&
      !Buffer.isBuffer(c.payload) &&
      (entry.request === undefined || c.example)
    ) {
      entry.request = c.payload;
    }
    if (isJson) {
      const responses = (entry.responses ??= {});
      if (responses[res.statusCode] === undefined || c.example) responses[res.statusCode] = body;
    }
  }
  return res;
}

async function signIn(email: string) {
  const before = t.smtp.mails.length;
  expect(
    (await call('requestSignInCode', { method: 'POST', url: '/v1/auth/code', payload: { email } }))
      .statusCode,
  ).toBe(202);
  const code = await t.smtp.codeFor(email, before);
  const verified = await call('verifySignInCode', {
    method: 'POST',
    url: '/v1/auth/verify',
    payload: { email, code },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json() as { token: string; user: { id: string }; workspace: { id: string } };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the API reference', () => {
  it('a tour reaches every documented operation', async () => {
    await call('healthz', { method: 'GET', url: '/healthz' });
    await call('readyz', { method: 'GET', url: '/readyz' });
    await call('requestSignInCode', {
      method: 'POST',
      url: '/v1/auth/code',
      payload: { email: 'someone@gmail.com' },
    });
    await call('getWorkspace', { method: 'GET', url: '/v1/workspace' });

    const domain = uniqueDomain('desk');
    const owner = await signIn(`editor@${domain}`);
    const session = owner.token;
    const key = (
      await call('createKey', { method: 'POST', url: '/v1/keys', token: session, payload: { label: 'CMS' } })
    ).json().key as string;
    await call('createKey', { method: 'POST', url: '/v1/keys', token: session, payload: { label: '' } });
    await call('listKeys', { method: 'GET', url: '/v1/keys', token: key });
    const spare = (
      await call('createKey', { method: 'POST', url: '/v1/keys', token: key, payload: { label: 'spare' } })
    ).json();
    await call('revokeKey', { method: 'DELETE', url: `/v1/keys/${spare.id}`, token: key });
    await call('revokeKey', { method: 'DELETE', url: `/v1/keys/${spare.id}`, token: key });
    await call('getWorkspace', { method: 'GET', url: '/v1/workspace', token: key });
    await call('getUsage', { method: 'GET', url: '/v1/usage', token: key });

    // Members and invitations: one of the desk's domain, one from outside it.
    const member = await call('addMember', {
      method: 'POST',
      url: '/v1/workspace/members',
      token: key,
      payload: { email: `reporter@${domain}` },
    });
    const memberId = member.json().id as string;
    // The address must not own a workspace of its own to join another one: its domain has an owner.
    const freelance = uniqueDomain('freelance');
    await signIn(`boss@${freelance}`);
    const outsider = `stringer@${freelance}`;
    await call('addMember', {
      method: 'POST',
      url: '/v1/workspace/members',
      token: key,
      payload: { email: outsider },
    });
    const guest = await signIn(outsider);
    const invitations = (
      await call('listInvitations', { method: 'GET', url: '/v1/invitations', token: guest.token })
    ).json();
    const invitation = invitations.invitations[0].id as string;
    await call('acceptInvitation', {
      method: 'POST',
      url: `/v1/invitations/${invitation}/accept`,
      token: guest.token,
    });
    const reporter = await signIn(`reporter@${domain}`);
    await call('putStyleGuide', {
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      token: reporter.token,
      payload: { text: 'tone: plain' },
    });
    await call('putStyleGuide', {
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      token: key,
      payload: {
        text: 'tone: plain\nterm: Independent National Electoral Commission => INEC\nsign-off: — The Desk',
      },
    });
    await call('getStyleGuide', { method: 'GET', url: '/v1/workspace/style-guide', token: key });
    await call('removeMember', {
      method: 'DELETE',
      url: `/v1/workspace/members/${guest.user.id}`,
      token: key,
    });
    await call('removeMember', {
      method: 'DELETE',
      url: `/v1/workspace/members/${guest.user.id}`,
      token: key,
    });
    await call('listActivity', { method: 'GET', url: '/v1/workspace/activity', token: key });

    // Checks and jobs.
    await call('check', { method: 'POST', url: '/v1/check', token: key, payload: { text: '' } });
    await call('check', { method: 'POST', url: '/v1/check', payload: { text: 'Nigeria has 36 states.' } });
    await call('check', {
      method: 'POST',
      url: '/v1/check',
      token: key,
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    const done = await call('check', {
      method: 'POST',
      url: '/v1/check',
      token: key,
      payload: { text: 'Nigeria has 36 states and the Federal Capital Territory.', language: 'en' },
    });
    const doneId = done.json().job_id as string;
    const acceptedCheck = await call('check', {
      method: 'POST',
      url: '/v1/check',
      token: key,
      payload: { text: 'INEC registered 93.4 million voters for the 2023 general election.', async: true },
      example: true,
    });
    await waitForJob(t.app, key, acceptedCheck.json().job_id);
    await call('getJob', { method: 'GET', url: `/v1/job/${acceptedCheck.json().job_id}`, token: key });
    await call('getJob', { method: 'GET', url: '/v1/job/00000000-0000-4000-8000-000000000000', token: key });
    await call('getJobDeliveries', { method: 'GET', url: `/v1/job/${doneId}/deliveries`, token: key });
    await call('listJobs', { method: 'GET', url: '/v1/jobs?kind=check&limit=2', token: key });
    await call('listJobs', { method: 'GET', url: '/v1/jobs?format=csv', token: key });
    await call('listJobs', { method: 'GET', url: '/v1/jobs?limit=1000', token: key });

    // Review: a claim the checker cannot settle goes to the editors.
    await call('check', {
      method: 'POST',
      url: '/v1/check',
      token: key,
      payload: { text: 'A river in Sokoto turned into palm wine on Monday.' },
    });
    const items = (await call('listReviewItems', { method: 'GET', url: '/v1/review', token: key })).json()
      .items;
    expect(items.length).toBeGreaterThan(0);
    await call('decideReviewItem', {
      method: 'POST',
      url: `/v1/review/${items[0].id}/decision`,
      token: key,
      payload: { verdict: 'verified_false', note: 'No such river; Sokoto State government denies it.' },
    });
    await call('decideReviewItem', {
      method: 'POST',
      url: `/v1/review/${items[0].id}/decision`,
      token: key,
      payload: { verdict: 'maybe' },
    });

    // Trusted sources and documents.
    await call('listSources', { method: 'GET', url: '/v1/sources', token: key });
    const source = await call('createSource', {
      method: 'POST',
      url: '/v1/sources',
      token: key,
      payload: { name: 'Desk Research', domain: `research.${domain}`, kind: 'official', trust: 0.9 },
    });
    await call('createSource', {
      method: 'POST',
      url: '/v1/sources',
      token: reporter.token,
      payload: { name: 'X', domain: 'x.ng', kind: 'news', trust: 0.5 },
    });
    const document = {
      url: `https://research.${domain}/voters-2023`,
      title: 'INEC: 93.4 million registered voters for 2023',
      text: 'The Independent National Electoral Commission said 93,469,008 Nigerians registered to vote in 2023.',
      publisher: 'Desk Research',
    };
    await call('importDocuments', {
      method: 'POST',
      url: '/v1/sources/documents',
      token: key,
      payload: document,
    });
    await call('importDocuments', {
      method: 'POST',
      url: '/v1/sources/documents',
      token: key,
      headers: { 'content-type': 'application/x-ndjson' },
      payload: `${JSON.stringify({ ...document, url: `${document.url}-2` })}\n`,
    });
    await call('searchDocuments', {
      method: 'GET',
      url: '/v1/sources/documents?q=registered%20voters',
      token: key,
    });
    await call('deleteSource', { method: 'DELETE', url: `/v1/sources/${source.json().id}`, token: key });

    // Links (the free trial is 5; the sixth is refused).
    for (let i = 0; i < 6; i++) {
      await call('checkLink', {
        method: 'POST',
        url: '/v1/link',
        token: key,
        payload: { url: `${siteUrl}/news/voters-${i}` },
      });
    }
    await call('checkLink', {
      method: 'POST',
      url: '/v1/link',
      token: key,
      payload: { url: 'ftp://example.ng/x' },
    });

    // A voice note with no transcriber: an editor types what it says.
    const voiceNote = await makeVoiceNote('INEC registered 93.4 million voters.');
    const media = await call('checkMedia', {
      method: 'POST',
      url: '/v1/media?language=en',
      token: key,
      headers: { 'content-type': 'audio/ogg' },
      payload: voiceNote,
    });
    await call('checkMedia', {
      method: 'POST',
      url: '/v1/media',
      token: key,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4'),
    });
    const heard = await until(async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(key) })).json();
      return list.items.find((i: { job_id: string }) => i.job_id === media.json().job_id);
    });
    await call('listReviewItems', { method: 'GET', url: '/v1/review', token: key, example: true });
    await call('getMedia', { method: 'GET', url: heard.media.url, token: key });
    await call('getMedia', {
      method: 'GET',
      url: '/v1/media/00000000-0000-4000-8000-000000000000',
      token: key,
    });
    await call('giveTranscript', {
      method: 'POST',
      url: `/v1/review/${heard.id}/transcript`,
      token: key,
      payload: { text: 'INEC registered 93.4 million voters.' },
    });
    await waitForJob(t.app, key, media.json().job_id, 60_000);
    await call('getJob', { method: 'GET', url: `/v1/job/${media.json().job_id}`, token: key, example: true });

    // A document and its key figures.
    const report = await call('uploadDocument', {
      method: 'POST',
      url: '/v1/documents?title=Consumer%20Price%20Index%20February%202023&publisher=National%20Bureau%20of%20Statistics',
      token: key,
      headers: { 'content-type': 'text/plain' },
      payload:
        'Headline inflation rose to 21.91 percent in February 2023, from 21.82 percent in January 2023.\n',
    });
    await call('uploadDocument', {
      method: 'POST',
      url: '/v1/documents',
      token: key,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('png'),
    });
    await waitForJob(t.app, key, report.json().job_id, 60_000);
    const documents = (
      await call('listDocuments', { method: 'GET', url: '/v1/documents', token: key })
    ).json();
    await call('getDocument', {
      method: 'GET',
      url: `/v1/documents/${documents.documents[0].id}`,
      token: key,
    });
    await call('getDocument', {
      method: 'GET',
      url: '/v1/documents/00000000-0000-4000-8000-000000000000',
      token: key,
    });
    await call('searchFigures', {
      method: 'GET',
      url: '/v1/figures?q=inflation%20February%202023',
      token: key,
    });

    // The finished check as a radio script in Pidgin, and a dossier.
    await call('writeScript', {
      method: 'POST',
      url: '/v1/scripts',
      token: key,
      payload: { job_id: doneId, format: 'radio', language: 'pcm' },
      example: true,
    });
    await call('writeScript', {
      method: 'POST',
      url: '/v1/scripts',
      token: key,
      payload: { job_id: '00000000-0000-4000-8000-000000000000', format: 'screen', language: 'ha' },
    });
    await call('getDossier', { method: 'GET', url: '/v1/dossier?name=INEC', token: key, example: true });
    await call('getDossier', { method: 'GET', url: '/v1/dossier?name=x', token: key });

    // Chat places, feed, webhooks.
    await call('getChannels', { method: 'GET', url: '/v1/workspace/channels', token: key });
    await t.container.db.chatAllowedWorkspace.create({ data: { workspaceId: owner.workspace.id } });
    await call('putChannels', {
      method: 'PUT',
      url: '/v1/workspace/channels',
      token: key,
      payload: {
        telegram: { chat_ids: ['-1001234567890'], editors_chat: '-1009876543210' },
        whatsapp: { numbers: ['+2348030000000'] },
      },
    });
    await call('listFeed', { method: 'GET', url: '/v1/feed?limit=5', token: key });
    const feedSource = await call('addFeedSource', {
      method: 'POST',
      url: '/v1/feed/sources',
      token: key,
      payload: { url: `${siteUrl}/feed.xml` },
    });
    await call('addFeedSource', {
      method: 'POST',
      url: '/v1/feed/sources',
      token: key,
      payload: { url: `${siteUrl}/feed.xml` },
    });
    await call('listFeedSources', { method: 'GET', url: '/v1/feed/sources', token: key });
    await call('publishCheck', {
      method: 'POST',
      url: '/v1/feed/posts',
      token: key,
      payload: { job_id: doneId },
    });
    await call('publishCheck', {
      method: 'POST',
      url: '/v1/feed/posts',
      token: key,
      payload: { job_id: doneId },
    });
    await call('listFeed', { method: 'GET', url: '/v1/feed?limit=5', token: key, example: true });
    await call('removeFeedSource', {
      method: 'DELETE',
      url: `/v1/feed/sources/${feedSource.json().id}`,
      token: key,
    });
    const hook = await call('createWebhook', {
      method: 'POST',
      url: '/v1/webhooks',
      token: key,
      payload: { url: `${siteUrl}/hook`, events: ['job.done', 'review.decided'] },
    });
    await call('createWebhook', {
      method: 'POST',
      url: '/v1/webhooks',
      token: key,
      payload: { url: 'http://169.254.169.254/latest' },
    });
    await call('check', {
      method: 'POST',
      url: '/v1/check',
      token: key,
      payload: { text: 'Lagos is the capital of Nigeria.' },
    });
    await until(async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(key) })).json();
      return list.webhooks[0]?.last_delivery ? list : undefined;
    });
    await call('listWebhooks', { method: 'GET', url: '/v1/webhooks', token: key });
    await call('deleteWebhook', { method: 'DELETE', url: `/v1/webhooks/${hook.json().id}`, token: key });

    // Election data: a slice of the shipped files (one LGA's polling units).
    if (hasData) {
      sliceDir = (await makeSlice(['01/01/'])).dir;
      await importInto(t.container.env.DATABASE_URL, sliceDir, { batchSize: 500 });
    }
    await call('listElections', {
      method: 'GET',
      url: '/v1/elections?election=presidential&state=Abia',
      token: key,
    });
    await call('listElections', { method: 'GET', url: '/v1/elections?election=mayoral', token: key });
    await call('searchPollingUnits', { method: 'GET', url: '/v1/units?q=aba%20north&limit=2', token: key });
    await call('listParties', { method: 'GET', url: '/v1/parties', token: key });

    // The newsroom's fact-checks (the rumour decided above), published, and the statistics.
    const claims = (
      await call('listClaims', { method: 'GET', url: '/v1/claims?limit=5', token: key })
    ).json();
    await call('getClaimReview', {
      method: 'GET',
      url: `/v1/claims/${claims.claims[0].id}/claim-review`,
      token: key,
    });
    await call('getClaimReview', {
      method: 'GET',
      url: '/v1/claims/00000000-0000-4000-8000-000000000000/claim-review',
      token: key,
    });
    await call('exportClaimReviews', { method: 'GET', url: '/v1/claims.ndjson', token: key });
    const publishing = await call('setPublishing', {
      method: 'PUT',
      url: '/v1/workspace/publishing',
      token: key,
      payload: { public: true, site_url: `https://${domain}/fact-checks` },
    });
    await call('setPublishing', {
      method: 'PUT',
      url: '/v1/workspace/publishing',
      token: reporter.token,
      payload: { public: false },
    });
    await call('publicClaimReviewFeed', {
      method: 'GET',
      url: new URL(publishing.json().feed_url, 'http://localhost').pathname,
    });
    await call('publicClaimReviewFeed', {
      method: 'GET',
      url: '/public/no-such-newsroom/claim-reviews.json',
    });
    // A suggestion: two wordings of one piece of news that score between the grouping thresholds.
    for (const text of [
      'The federal government has banned okada in Lagos from Monday.',
      'Okada ban: FG stops motorcycles in Lagos starting Monday',
    ])
      await syncCheck(t.app, key, text);
    const queue = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(key) })).json()
      .items as Array<{ id: string; suggestions: Array<{ id: string }> }>;
    const suggested = queue.find((i) => i.suggestions.length > 0)!;
    await call('resolveReviewSuggestion', {
      method: 'POST',
      url: `/v1/review/${suggested.id}/suggestions/${suggested.suggestions[0]!.id}`,
      token: key,
      payload: { action: 'confirm' },
    });
    await call('resolveReviewSuggestion', {
      method: 'POST',
      url: `/v1/review/00000000-0000-4000-8000-000000000000/suggestions/00000000-0000-4000-8000-000000000000`,
      token: key,
      payload: { action: 'confirm' },
    });
    const today = new Date().toISOString().slice(0, 10);
    await call('getStats', {
      method: 'GET',
      url: `/v1/stats?from=${today}&to=${today}&tz=Africa/Lagos`,
      token: key,
    });
    await call('getStats', { method: 'GET', url: '/v1/stats?tz=Mars/Olympus', token: key });

    // Ownership last: the owner hands over to the reporter.
    await call('transferOwnership', {
      method: 'POST',
      url: '/v1/workspace/owner',
      token: key,
      payload: { user_id: memberId },
    });
    await call('removeMember', { method: 'DELETE', url: `/v1/workspace/members/${memberId}`, token: key });

    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    const reached = new Set(answered.filter((a) => a.status < 400).map((a) => a.operationId));
    expect(operations.filter((op) => !reached.has(op) && !NOT_TOURED[op])).toEqual([]);
  }, 600_000);

  it('every answer matches the schema the document declares for it, and every error code is listed', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(doc, 'api');
    const pointer = (...parts: string[]) =>
      parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    const where = new Map<string, [string, string]>();
    for (const [p, item] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(item)) where.set(op.operationId, [p, m]);
    const problems: string[] = [];
    for (const a of answered) {
      const [p, m] = where.get(a.operationId)!;
      const op = doc.paths[p]![m] as { responses: Record<string, { content?: Record<string, unknown> }> };
      const response = op.responses[String(a.status)];
      if (!response) {
        problems.push(`${a.operationId} answered ${a.status}, which it does not declare`);
        continue;
      }
      if (a.status === 204) continue;
      const mediaType = a.contentType.split(';')[0]!;
      const declared = Object.keys(response.content ?? {}).find(
        (type) => type === mediaType || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
      );
      if (!declared) {
        problems.push(`${a.operationId} ${a.status} answered ${mediaType}, not declared`);
        continue;
      }
      if (declared !== 'application/json' && declared !== 'application/ld+json') continue;
      const validate = ajv.getSchema(
        `api#/${pointer('paths', p, m, 'responses', String(a.status), 'content', declared, 'schema')}`,
      )!;
      if (!validate(a.body))
        problems.push(`${a.operationId} ${a.status}: ${ajv.errorsText(validate.errors)}`);
      if (a.status >= 400) {
        const code = (a.body as { error: { code: string } }).error.code;
        const authenticated = (op as { security?: unknown[] }).security?.length !== 0;
        const listed = [
          ...sharedErrors({ authenticated, body: true, input: true }),
          ...(operationErrors[a.operationId] ?? []),
        ];
        if (!listed.includes(code as never))
          problems.push(`${a.operationId} answered ${code}, which it does not list`);
      } else if (p.startsWith('/v1/') && declared === 'application/json') {
        if ((a.body as { ok?: unknown }).ok !== true)
          problems.push(`${a.operationId} ${a.status} without ok: true`);
      }
      if (a.status === 202 && (a.body as { job_id?: string }).job_id) {
        if (!/^\/v1\/job\//.test(String(a.headers.location)) || !(Number(a.headers['retry-after']) > 0)) {
          problems.push(`${a.operationId} 202 without Location and Retry-After`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows the tour as examples: requests, answers and errors as the service gave them', () => {
    if (updating) {
      // The service read the old file at start; the next run checks the document against this one.
      writeFileSync(EXAMPLES_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
      return;
    }
    const committed = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as ApiExamples;
    const missing: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(item) as Array<
        [
          string,
          {
            operationId: string;
            requestBody?: { content: Record<string, { example?: unknown }> };
            responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
          },
        ]
      >) {
        if (NOT_TOURED[op.operationId]) continue;
        for (const [status, response] of Object.entries(op.responses)) {
          if (!status.startsWith('2')) continue;
          const json = response.content?.['application/json'] ?? response.content?.['application/ld+json'];
          if (json && json.example === undefined) missing.push(`${m} ${p} ${status}`);
          if (json?.example !== undefined)
            expect(json.example).toEqual(committed[op.operationId]?.responses?.[status]);
        }
        const body = op.requestBody?.content['application/json'];
        if (body && body.example === undefined) missing.push(`${m} ${p} request`);
      }
    }
    expect(missing).toEqual([]);
    // No example the tour did not produce (so none is hand-made), and none with swagger-ui's guesses.
    expect(JSON.stringify(committed)).not.toMatch(/"language":\s*"der"|"string"|-9007199254740991/);
  });

  it('declares the headers and the bodies that are not JSON', () => {
    const responses = (p: string, m: string) =>
      (doc.paths[p]![m] as { responses: Record<string, { headers?: object; content?: object }> }).responses;
    expect(Object.keys(responses('/v1/check', 'post')['202']!.headers!)).toEqual(
      expect.arrayContaining(['Location', 'Retry-After']),
    );
    expect(Object.keys(responses('/v1/check', 'post')['429']!.headers!)).toEqual(
      expect.arrayContaining([
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]),
    );
    expect(Object.keys(responses('/v1/feed', 'get')['200']!.content!)).toContain('text/event-stream');
    expect(Object.keys(responses('/v1/jobs', 'get')['200']!.content!)).toContain('text/csv');
    const imports = doc.paths['/v1/sources/documents']!.post as unknown as {
      requestBody: { content: object };
    };
    expect(Object.keys(imports.requestBody.content)).toContain('application/x-ndjson');
    const full = doc as unknown as {
      components: { schemas: Record<string, { properties?: Record<string, { oneOf?: unknown[] }> }> };
      servers: Array<{ url: string }>;
    };
    expect(full.components.schemas.Job!.properties!.result!.oneOf!.length).toBeGreaterThanOrEqual(3);
    expect(full.servers[0]!.url).toBeTruthy();
    for (const op of ['healthz', 'requestSignInCode', 'verifySignInCode']) {
      const found = Object.values(doc.paths)
        .flatMap((i) => Object.values(i))
        .find((o) => o.operationId === op) as { security?: unknown[] };
      expect(found.security, op).toEqual([]);
    }
  });

  it('passes redocly lint with the recommended rules (as .ci/run does)', async () => {
    const { ok, output } = await lintOpenApi(doc);
    expect(ok, output).toBe(true);
    expect(output).toMatch(/Your API description is valid/);
    expect(output.replace(/^.*[║╔╚].*\n/gm, '')).not.toMatch(/warning/i);
  }, 60_000);
});
