import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { LinkFetchError } from '../../src/core/link/link-fetch-error.js';
import type { UrlGuard } from '../../src/core/link/ports.js';
import { forbiddenAddressReason } from './address-policy.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (A and AAAA). Injected in tests. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolveAll: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** An address the fetcher may connect to, with the addresses it was checked against (pinned). */
export interface ResolvedTarget {
  url: URL;
  addresses: ResolvedAddress[];
}

export interface AddressRules {
  /** FETCH_ALLOW_PRIVATE_NETWORKS: lets tests fetch loopback fixtures. Never on in production. */
  allowPrivateNetworks: boolean;
  resolveAll?: ResolveAll;
  /** Why an address is refused, or null. Defaults to the public-unicast-only policy. */
  addressPolicy?: (address: string) => string | null;
}

/**
 * Checks an address the way the fetcher will connect to it: http(s) only, no credentials, and
 * EVERY address the host resolves to must be allowed (one private answer refuses the host, so a
 * name cannot smuggle a private address in beside a public one). The WHATWG URL parser already
 * turns decimal, octal, hex and short IPv4 spellings into dotted quads, so they are judged as the
 * address they mean.
 */
export function createAddressResolver(rules: AddressRules) {
  const resolveAll = rules.resolveAll ?? systemResolveAll;
  const policy = rules.addressPolicy ?? forbiddenAddressReason;
  const refuse = (message: string) => new LinkFetchError('url_refused', message);

  return async function resolve(raw: string | URL): Promise<ResolvedTarget> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refuse('the address is not a full http or https URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw refuse(`${url.protocol} addresses are not fetched`);
    if (url.username || url.password) throw refuse('addresses with a user name or password are not fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!host) throw refuse('the address has no host');
    let addresses: ResolvedAddress[];
    if (isIP(host)) {
      addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
    } else {
      try {
        addresses = await resolveAll(host);
      } catch (error) {
        throw new LinkFetchError('unresolvable', `the host ${host} could not be resolved`, { cause: error });
      }
      if (addresses.length === 0) throw new LinkFetchError('unresolvable', `the host ${host} has no address`);
    }
    if (!rules.allowPrivateNetworks) {
      for (const { address } of addresses) {
        const reason = policy(address);
        if (reason) throw refuse(`the host ${host} ${reason}`);
      }
    }
    return { url, addresses };
  };
}

export type AddressResolver = ReturnType<typeof createAddressResolver>;

/** The link service's pre-flight check: the same rules as every fetch hop, as a value. */
export function createUrlGuard(resolve: AddressResolver): UrlGuard {
  return {
    async check(raw) {
      try {
        const target = await resolve(raw);
        return { ok: true, url: target.url.href };
      } catch (error) {
        if (error instanceof LinkFetchError) return { ok: false, reason: error.message };
        throw error;
      }
    },
  };
}
