import freemail from 'freemail';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';

export interface WorkEmail {
  address: string;
  domain: string;
}

const emailSchema = z.email();

/**
 * Normalises an address and refuses free consumer and disposable providers, using the list
 * that ships inside the `freemail` package (thousands of domains, maintained upstream).
 */
export function parseWorkEmail(raw: string): WorkEmail {
  const address = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(address).success) {
    throw new AppError('validation_failed', 'That is not a valid e-mail address.', {
      details: [{ field: 'email', message: 'must be an e-mail address' }],
    });
  }
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (freemail.isFree(address) || freemail.isDisposable(address)) {
    throw new AppError(
      'consumer_email',
      `Sign in with your work e-mail address: ${domain} is a free consumer mail provider.`,
    );
  }
  return { address, domain };
}
