import { z } from 'zod';
import type { CheckEngine } from '../check/check-engine.js';
import type { CheckResultHook } from '../check/check-processor.js';
import { checkResultSchema, type CheckedClaim } from '../check/check-result.js';
import type { JobProcessor } from '../jobs/job-service.js';
import { PermanentJobError, type JobRecord } from '../jobs/job.js';
import { captionCandidates, formatTimestamp, pageCandidates, type Candidate } from './claim-candidates.js';
import { LinkFetchError } from './link-fetch-error.js';
import {
  LINK_DISCLAIMER,
  linkResultSchema,
  type LinkClaim,
  type LinkResult,
  type LinkSource,
} from './link-result.js';
import { describeLinkResult } from './link-summary.js';
import { classifyMedia } from './media-types.js';
import type {
  CaptionParser,
  CaptionProvider,
  Cue,
  Fetcher,
  PageExtractor,
  PageTrack,
  VideoSpeech,
} from './ports.js';
import { aggregateRating, toLinkVerdict } from './rating.js';
import { statementText } from './statement-text.js';
import { suggestFurtherChecking } from './suggestion.js';

export const linkInputSchema = z.object({ url: z.url() });

export interface LinkProcessorDeps {
  fetcher: Fetcher;
  extractor: PageExtractor;
  captions: CaptionParser;
  providers: CaptionProvider[];
  /** Resolved per job: the engine may be replaced by a module after this processor is built. */
  checking: () => { engine: CheckEngine; afterCheck: CheckResultHook[] };
  maxClaims: number;
  /** Hears a video without captions when a transcriber is configured; absent: no_captions. */
  speech?: VideoSpeech | undefined;
}

/** What was read from the link: statements to check and where they came from. */
interface Material {
  source: LinkSource;
  candidates: Candidate[];
  language: string | undefined;
}

const noCaptions = (what: string) =>
  new PermanentJobError(
    'no_captions',
    `${what} has no captions, so there is nothing the link tool can check.`,
  );

/**
 * The `link` job kind: fetch, extract the page's statements, let the engine's extraction pick and check the
 * most check-worthy (one check-worthiness model for checks and links), with the
 * engine (the same after-check hooks as a check, so low confidence reaches review), then rate.
 */
export function createLinkProcessor(deps: LinkProcessorDeps): JobProcessor {
  async function readCaptions(url: string): Promise<Cue[]> {
    const resource = await deps.fetcher.fetch(url);
    const media = classifyMedia(resource.mediaType, new URL(resource.url).pathname);
    if (media?.kind !== 'captions') {
      throw new LinkFetchError(
        'unsupported_content',
        `The caption track is ${resource.mediaType}, not WebVTT or SRT.`,
      );
    }
    return deps.captions.parse(resource.body, resource.charset, media.format);
  }

  function pickTrack(tracks: PageTrack[], language: string | undefined): PageTrack | undefined {
    const usable = tracks.filter((t) => t.kind === 'captions' || t.kind === 'subtitles');
    const base = (code: string | undefined) => code?.toLowerCase().split('-')[0];
    return usable.find((t) => language && base(t.language) === base(language)) ?? usable[0];
  }

  /** No captions: a configured transcriber hears the video instead of the job failing. */
  async function heardMaterial(
    source: LinkSource,
    mediaUrl: string,
    language: string | undefined,
    what: string,
  ) {
    const heard = deps.speech ? await deps.speech.transcribe(mediaUrl, language) : null;
    if (!heard || heard.cues.length === 0) throw noCaptions(what);
    return videoMaterial(
      { ...source, kind: 'video', machine_transcript: true },
      heard.cues,
      heard.language ?? language,
    );
  }

  function videoMaterial(source: LinkSource, cues: Cue[], language: string | undefined): Material {
    if (cues.length === 0) throw noCaptions('This video');
    return { source, candidates: captionCandidates(cues), language };
  }

  async function read(url: URL): Promise<Material> {
    const provider = deps.providers.find((p) => p.recognizes(url));
    if (provider) {
      const video = await provider.captions(url);
      if (!video) throw noCaptions('This video');
      return videoMaterial({ url: url.href, title: video.title, kind: 'video' }, video.cues, video.language);
    }

    let resource;
    try {
      resource = await deps.fetcher.fetch(url.href);
    } catch (error) {
      // A direct video or audio file is not a page: heard, when a transcriber is configured.
      if (deps.speech && error instanceof LinkFetchError && error.code === 'unsupported_content') {
        const title = decodeURIComponent(url.pathname.split('/').pop() ?? '') || url.href;
        return heardMaterial({ url: url.href, title, kind: 'video' }, url.href, undefined, 'This video');
      }
      throw error;
    }
    const media = classifyMedia(resource.mediaType, new URL(resource.url).pathname);
    if (!media) throw new LinkFetchError('unsupported_content', `The link serves ${resource.mediaType}.`);
    if (media.kind === 'captions') {
      const title = decodeURIComponent(new URL(resource.url).pathname.split('/').pop() ?? '') || resource.url;
      return videoMaterial(
        { url: url.href, title, kind: 'video' },
        await deps.captions.parse(resource.body, resource.charset, media.format),
        undefined,
      );
    }

    const page = deps.extractor.extract(resource);
    const meta = {
      ...(page.siteName ? { site_name: page.siteName } : {}),
      ...(page.author ? { author: page.author } : {}),
      ...(page.publishedAt ? { published_at: page.publishedAt } : {}),
    };
    const track = pickTrack(page.tracks, page.language);
    if (track) {
      const source: LinkSource = { url: url.href, title: page.title, kind: 'video', ...meta };
      return videoMaterial(source, await readCaptions(track.src), track.language ?? page.language);
    }
    if (page.isVideo) {
      const source: LinkSource = { url: url.href, title: page.title, kind: 'video', ...meta };
      const mediaUrl = page.media?.[0];
      if (deps.speech && mediaUrl)
        return heardMaterial(source, mediaUrl, page.language, 'The video on this page');
      throw noCaptions('The video on this page');
    }
    return {
      source: { url: url.href, title: page.title, kind: 'page', ...meta },
      candidates: pageCandidates(page.title, page.paragraphs, page.siteName),
      language: page.language,
    };
  }

  /**
   * Checks the page's statements with the engine: its extraction picks the claims (the same
   * check-worthiness model as POST /v1/check) and checks the most check-worthy. A claim from the
   * headline goes first (what readers see and share), the rest in the engine's order.
   */
  async function check(job: JobRecord, material: Material) {
    const statements = statementText(material.candidates);
    if (!statements.text) return [];
    const { engine, afterCheck } = deps.checking();
    const language = material.language?.toLowerCase().split('-')[0];
    let result = checkResultSchema.parse(
      await engine.check({
        workspaceId: job.workspaceId,
        jobId: job.id,
        text: statements.text,
        language: language && /^[a-z]{2,3}$/.test(language) ? language : undefined,
      }),
    );
    for (const hook of afterCheck) result = await hook(job, result);
    return result.claims
      .map((claim: CheckedClaim, index) => {
        const from = statements.at(claim.span.start);
        const linkClaim: LinkClaim = {
          text: claim.text,
          verdict: toLinkVerdict(claim.verdict),
          reason: claim.write_up,
          sources: claim.sources,
          id: claim.id,
          confidence: claim.confidence,
          review: claim.review,
          ...(from?.start !== undefined
            ? { at: formatTimestamp(from.start), start_seconds: from.start }
            : {}),
        };
        return { claim: linkClaim, order: from?.headline ? -1 : index };
      })
      .sort((a, b) => a.order - b.order)
      .slice(0, deps.maxClaims);
  }

  return async (job) => {
    const input = linkInputSchema.safeParse(job.input);
    if (!input.success) throw new PermanentJobError('invalid_input', 'The job input is not a link request.');
    let material: Material;
    try {
      material = await read(new URL(input.data.url));
    } catch (error) {
      // Retrying cannot make a refused, missing or oversized link readable: fail at once.
      if (error instanceof LinkFetchError) throw new PermanentJobError(error.code, error.message);
      throw error;
    }
    const checked = await check(job, material);
    const claims = checked.map((c) => c.claim);
    const rating = aggregateRating(
      checked.map((c, rank) => ({ verdict: c.claim.verdict, confidence: c.claim.confidence ?? 'low', rank })),
    );
    const result: LinkResult = {
      rating,
      summary: describeLinkResult({ rating, claims, source: material.source }),
      source: material.source,
      claims,
      suggestion: suggestFurtherChecking(rating, claims, material.source),
      disclaimer: LINK_DISCLAIMER,
    };
    return linkResultSchema.parse(result);
  };
}
