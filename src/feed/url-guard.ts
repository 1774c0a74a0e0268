import { lookup } from 'node:dns/promises';
import { forbiddenAddressReason } from '../../adapters/web/address-policy.js';
import type { UrlGuard } from '../core/election/feed.js';

/**
 * Feed URLs come from workspaces, and the worker fetches them: refuse anything but http(s) and
 * any host that resolves to a private, loopback or other special address (unless the deployment
 * allows private networks, e.g. for tests against a local feed server).
 */
export function createFeedUrlGuard(opts: { allowPrivateNetworks: boolean }): UrlGuard {
  return {
    async check(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return 'is not a valid URL';
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'is not an http or https address';
      if (opts.allowPrivateNetworks) return null;
      const host = url.hostname.replace(/^\[|\]$/g, '');
      let addresses: Array<{ address: string }>;
      try {
        addresses = await lookup(host, { all: true });
      } catch {
        return 'has a host name that does not resolve';
      }
      for (const { address } of addresses) {
        const reason = forbiddenAddressReason(address);
        if (reason) return reason;
      }
      return null;
    },
  };
}
