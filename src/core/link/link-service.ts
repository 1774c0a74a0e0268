import { AppError } from '../errors/app-error.js';
import type { JobOrigin, JobService } from '../jobs/job-service.js';
import type { JobRecord } from '../jobs/job.js';
import type { CaptionProvider, UrlGuard } from './ports.js';

export const MAX_URL_LENGTH = 2048;

/**
 * Accepts link checks. The address is checked before the job exists, so a refused one answers
 * 422 and is not counted; only an accepted address becomes a counted `link` job. API routes and
 * chat adapters both come through here.
 */
export function createLinkService(deps: {
  jobs: () => JobService;
  guard: UrlGuard;
  providers: CaptionProvider[];
}) {
  async function validate(raw: string): Promise<string> {
    const refuse = (message: string) =>
      new AppError('validation_failed', `This link cannot be checked: ${message}`, {
        details: [{ field: 'url', message }],
      });
    const url = raw.trim();
    if (url.length > MAX_URL_LENGTH) throw refuse(`must be at most ${MAX_URL_LENGTH} characters`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refuse('is not a full http or https address');
    }
    // A video platform's address is never fetched as given: its provider reads captions from its
    // own configured base, so the platform's host needs no resolving here.
    if (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      !parsed.username &&
      !parsed.password
    ) {
      if (deps.providers.some((p) => p.recognizes(parsed))) return parsed.href;
    }
    const verdict = await deps.guard.check(url);
    if (!verdict.ok) throw refuse(verdict.reason);
    return verdict.url;
  }

  return {
    /** Validates `url` and queues a counted link job; 422 before anything is counted. */
    async submitLink(origin: JobOrigin, url: string): Promise<JobRecord> {
      const checked = await validate(url);
      return deps.jobs().submit(origin, 'link', { url: checked });
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
