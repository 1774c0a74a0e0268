import { z } from 'zod';
import type { KeyFigure } from '../documents/ports.js';
import { figureUrl } from '../documents/figure-evidence.js';
import { toFigureView, type FigureView } from '../documents/figure-view.js';
import { AppError } from '../errors/app-error.js';
import type { JobOrigin, JobProcessor, JobService } from '../jobs/job-service.js';
import { claimsOf } from '../scripts/finished-claim.js';
import { nameMatcher, type NameKind, type NameMatcher } from './name-match.js';
import type { DossierStore } from './ports.js';

export interface SourceRef {
  publisher: string;
  url: string;
  title: string;
}

export interface Dossier {
  name: string;
  kind: NameKind;
  summary: string;
  claims: Array<{
    text: string;
    verdict: string;
    confidence: string;
    checked_at: string;
    job_id: string;
    claim_id: string;
    sources: SourceRef[];
  }>;
  figures: FigureView[];
  statements: Array<{ text: string; source: SourceRef }>;
  election: null | {
    party: { acronym: string; name: string } | null;
    posts: Array<{ title: string; url: string | null; published_at: string; source: string }>;
    source: SourceRef;
  };
  variants: string[];
  sources: SourceRef[];
}

export const dossierInputSchema = z.object({ name: z.string().trim().min(2).max(200) });

const JOBS = 200;
const MAX_CLAIMS = 30;
const MAX_FIGURES = 20;
const MAX_STATEMENTS = 12;
const INEC_PARTIES: SourceRef = {
  publisher: 'Independent National Electoral Commission (INEC)',
  url: 'https://inecnigeria.org/political-parties/',
  title: 'Registered political parties',
};

const VERDICT_WORDS: Record<string, string> = {
  verified_true: 'true',
  mostly_true: 'mostly true',
  misleading: 'misleading',
  verified_false: 'false',
  unproven: 'unproven',
};

function summaryOf(d: Omit<Dossier, 'summary' | 'sources'>): string {
  const parts: string[] = [];
  if (d.claims.length) {
    const counts = new Map<string, number>();
    for (const c of d.claims) counts.set(c.verdict, (counts.get(c.verdict) ?? 0) + 1);
    const mix = [...counts].map(([v, n]) => `${n} ${VERDICT_WORDS[v] ?? v}`).join(', ');
    parts.push(
      `This workspace has checked ${d.claims.length} claim${d.claims.length > 1 ? 's' : ''} about ${d.name} (${mix}).`,
    );
  }
  if (d.figures.length)
    parts.push(
      `${d.figures.length} key figure${d.figures.length > 1 ? 's' : ''} in the workspace's documents name ${d.name} (${[
        ...new Set(d.figures.map((f) => f.document.title)),
      ]
        .slice(0, 3)
        .join('; ')}).`,
    );
  if (d.statements.length)
    parts.push(
      `The trusted sources say ${d.statements.length} thing${d.statements.length > 1 ? 's' : ''} about ${d.name}, from ${[
        ...new Set(d.statements.map((s) => s.source.publisher)),
      ]
        .slice(0, 3)
        .join(', ')}.`,
    );
  if (d.election?.party)
    parts.push(`${d.election.party.name} (${d.election.party.acronym}) is a party registered by INEC.`);
  if (d.election?.posts.length)
    parts.push(
      `${d.election.posts.length} post${d.election.posts.length > 1 ? 's' : ''} in the election feed name ${d.name}.`,
    );
  return (
    parts.join(' ') ||
    `Gaskiya holds nothing about ${d.name} yet: no check, document, trusted source or election record names it.`
  );
}

/**
 * The dossier tool: what the workspace's checks, its documents' figures, the trusted corpus (its
 * own and the service-wide one) and the election data say about a person or an organisation,
 * each statement with its source. Names are matched with their variants (name-match.ts).
 */
export function createDossierService(deps: {
  jobs: () => JobService;
  store: DossierStore;
  searchFigures: (workspaceId: string, query: string, limit: number) => Promise<KeyFigure[]>;
}) {
  async function build(workspaceId: string, asked: string): Promise<Dossier> {
    const party = await deps.store.party(asked);
    const match: NameMatcher = nameMatcher(asked, party ? 'organisation' : undefined);
    const terms = match.variants;

    const claims: Dossier['claims'] = [];
    for (const job of await deps.store.jobsMentioning(workspaceId, terms, JOBS)) {
      for (const claim of claimsOf(job)) {
        if (!match.mentions(claim.text) || claims.length >= MAX_CLAIMS) continue;
        claims.push({
          text: claim.text,
          verdict: claim.verdict,
          confidence: claim.confidence,
          checked_at: job.createdAt.toISOString(),
          job_id: job.id,
          claim_id: claim.id,
          sources: claim.sources
            .filter((s) => s.stance !== 'neutral')
            .map((s) => ({ publisher: s.publisher, url: s.url, title: s.title })),
        });
      }
    }

    const figures = (await deps.searchFigures(workspaceId, match.searchTerms, 100))
      .filter((f) => match.mentions(`${f.what} ${f.quote}`))
      .slice(0, MAX_FIGURES);

    const statements: Dossier['statements'] = [];
    for (const doc of await deps.store.corpus(workspaceId, match.searchTerms, 20)) {
      const source = { publisher: doc.publisher, url: doc.url, title: doc.title };
      for (const text of match.sentences(`${doc.title}. ${doc.text}`).slice(0, 2)) {
        if (statements.length < MAX_STATEMENTS && !statements.some((s) => s.text === text))
          statements.push({ text, source });
      }
    }

    const posts = (await deps.store.feed(workspaceId, terms, 30))
      .filter((p) => match.mentions(`${p.title}. ${p.summary}`))
      .slice(0, 10)
      .map((p) => ({
        title: p.title,
        url: p.url,
        published_at: p.publishedAt.toISOString(),
        source: p.source,
      }));
    const election =
      party || posts.length
        ? {
            party,
            posts,
            source: party
              ? INEC_PARTIES
              : { publisher: posts[0]!.source, url: posts[0]!.url ?? '', title: posts[0]!.title },
          }
        : null;

    const body = {
      name: match.name,
      kind: match.kind,
      claims,
      figures: figures.map(toFigureView),
      statements,
      election,
      variants: match.variants,
    };
    const sources = new Map<string, SourceRef>();
    for (const c of claims) for (const s of c.sources) sources.set(s.url, s);
    for (const f of figures)
      sources.set(figureUrl(f), {
        publisher: f.document.publisher,
        url: figureUrl(f),
        title: f.document.title,
      });
    for (const s of statements) sources.set(s.source.url, s.source);
    if (election?.party) sources.set(INEC_PARTIES.url, INEC_PARTIES);
    for (const p of posts) if (p.url) sources.set(p.url, { publisher: p.source, url: p.url, title: p.title });
    return { ...body, summary: summaryOf(body), sources: [...sources.values()] };
  }

  const processor: JobProcessor = async (job) => {
    const { name } = dossierInputSchema.parse(job.input);
    return { ...(await build(job.workspaceId, name)) };
  };

  return {
    processor,
    /** One counted `dossier` job, run in the caller's process (a few indexed queries). */
    async dossier(origin: JobOrigin, name: string): Promise<Dossier> {
      const job = await deps.jobs().runNow(origin, 'dossier', { name });
      if (job.state !== 'done' || !job.result)
        throw new AppError('internal_error', job.error?.message ?? 'The dossier could not be put together.');
      return job.result as unknown as Dossier;
    },
  };
}

export type DossierService = ReturnType<typeof createDossierService>;
