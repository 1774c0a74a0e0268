import type { AddressResolver } from '../../adapters/web/url-guard.js';
import type { UrlGuard } from '../core/election/feed.js';

/**
 * Feed URLs come from workspaces and the worker fetches them: the same address rules as links
 * (http(s) only, no credentials, every resolved address public unless the deployment allows
 * private networks). Each poll checks again, hop by hop, in the safe fetcher.
 */
export function createFeedUrlGuard(resolve: AddressResolver): UrlGuard {
  return {
    async check(raw) {
      try {
        await resolve(raw);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
  };
}
