import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '../../adapters/web/address-policy.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const EMBEDDED = [
  'http://[::127.0.0.1]/',
  'http://[::a00:1]/',
  'http://[::a9fe:a9fe]/',
  'http://[::ffff:0:a00:1]/',
];

describe('only globally routable unicast addresses are fetched', () => {
  it.each([
    '::7f00:1',
    '::a00:1',
    '::a9fe:a9fe',
    '::ffff:0:a00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::a00:1',
    '2002:a00:1::1',
    '2001::1',
    '2001:db8::1',
    '100::1',
    'fec0::1',
    '3fff::1',
    '5f00::1',
    '192.0.0.8',
    '198.18.0.1',
    '240.0.0.1',
    '192.0.2.1',
    '0.1.2.3',
  ])('refuses %s', (address) => {
    expect(forbiddenAddressReason(address)).not.toBeNull();
  });

  it.each(['8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('allows %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });

  describe('through the API', () => {
    let t: TestApp;
    let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
    beforeAll(async () => {
      t = await createTestApp();
      ws = await t.newWorkspace('addresses');
    });
    afterAll(() => t.close());

    it.each(EMBEDDED)('POST /v1/link and /v1/feed/sources refuse %s with 422', async (url) => {
      for (const route of ['/v1/link', '/v1/feed/sources']) {
        const res = await t.app.inject({
          method: 'POST',
          url: route,
          headers: bearer(ws.key),
          payload: { url },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().error.code).toBe('validation_failed');
      }
    });
  });
});
