import freemail from 'freemail';
import { parse as parseHost } from 'tldts';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { CONSUMER_PROVIDER_LABELS, PRIVACY_RELAY_DOMAINS } from './consumer-domains.js';

export interface WorkEmail {
  address: string;
  /** The registrable domain (Public Suffix List): `desk.x.ng` and `x.ng` are both `x.ng`. */
  domain: string;
}

/** Operator additions to the consumer list, and domains allowed whatever the lists say. */
export interface EmailPolicy {
  consumer: readonly string[];
  allowed: readonly string[];
}

export const DEFAULT_EMAIL_POLICY: EmailPolicy = { consumer: [], allowed: [] };

const emailSchema = z.email();

const invalid = (message: string) =>
  new AppError('validation_failed', 'That is not a valid e-mail address.', {
    details: [{ field: 'email', message }],
  });

const listed = (host: string, domains: readonly string[]) =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

/**
 * Free consumer, disposable, privacy-relay and alias mail. `freemail` is the maintained list; it
 * knows `yahoo.com` but not `yahoo.com.ng`, so a big provider's name under any public suffix
 * (`gmail.ng`, `outlook.com.ng`) counts too, as do relays that hide a consumer inbox.
 */
function isConsumer(host: string, registrable: string, label: string, policy: EmailPolicy): boolean {
  if (listed(host, policy.allowed)) return false;
  if (listed(host, policy.consumer) || listed(host, PRIVACY_RELAY_DOMAINS)) return true;
  if (CONSUMER_PROVIDER_LABELS.has(label)) return true;
  try {
    return [host, registrable].some((d) => freemail.isFree(d) || freemail.isDisposable(d));
  } catch {
    return false;
  }
}

/**
 * Normalises an address, finds its registrable domain and refuses consumer mail. A domain the
 * Public Suffix List cannot place (an IP literal, `localhost`, a bare suffix) is not a newsroom.
 */
export function parseWorkEmail(raw: string, policy: EmailPolicy = DEFAULT_EMAIL_POLICY): WorkEmail {
  const address = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(address).success) throw invalid('must be an e-mail address');
  const host = address.slice(address.lastIndexOf('@') + 1);
  const parsed = parseHost(host);
  const domain = parsed.domain;
  if (!domain || parsed.isIp || !parsed.isIcann || !parsed.domainWithoutSuffix) {
    throw invalid('the domain is not a registrable internet domain');
  }
  if (isConsumer(host, domain, parsed.domainWithoutSuffix, policy)) {
    throw new AppError(
      'consumer_email',
      `Sign in with your work e-mail address: ${host} is a free consumer or relay mail provider.`,
    );
  }
  return { address, domain };
}
