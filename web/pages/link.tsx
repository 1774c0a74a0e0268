import { useEffect, useState } from 'preact/hooks';
import { ApiError, describeError, get, post } from '../api.js';
import { Alert, Heading, Sources, Status, Verdict, type SourceRef } from '../ui.js';

interface LinkResult {
  rating: string;
  summary: string;
  source: { url: string; title: string; kind: 'page' | 'video' };
  claims: Array<{ text: string; verdict: string; reason: string; sources: SourceRef[]; at?: string }>;
  suggestion: string;
  disclaimer: string;
}

interface Job {
  job_id: string;
  state: 'running' | 'done' | 'failed';
  result?: LinkResult;
  error?: { code: string; message: string };
}

/** The link tool: a page or video address, checked as a job the page follows until it ends. */
export function LinkPage() {
  const [url, setUrl] = useState('');
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState('');
  const [upgrade, setUpgrade] = useState('');

  // Poll the job every second while it runs.
  useEffect(() => {
    if (job?.state !== 'running') return;
    const timer = setTimeout(async () => {
      try {
        setJob(await get<Job>(`/v1/job/${job.job_id}`));
      } catch (e) {
        setError(describeError(e));
        setJob(null);
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [job]);

  const submit = async (event: Event) => {
    event.preventDefault();
    setError('');
    setUpgrade('');
    try {
      const accepted = await post<{ job_id: string }>('/v1/link', { url });
      setJob({ job_id: accepted.job_id, state: 'running' });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'quota_exceeded') setUpgrade(e.message);
      else setError(describeError(e));
    }
  };

  const result = job?.state === 'done' ? job.result : undefined;
  return (
    <>
      <Heading intro="A news page or a video: Gaskiya reads it, checks its claims and rates it.">
        Check a link
      </Heading>
      <form onSubmit={submit} class="card">
        <label for="link">Link</label>
        <input
          id="link"
          type="url"
          required
          placeholder="https://"
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
        <button type="submit" disabled={job?.state === 'running'}>
          Check link
        </button>
      </form>
      {upgrade && (
        <section class="card upgrade" aria-labelledby="upgrade-title">
          <h2 id="upgrade-title">Free trial used up</h2>
          <p>This workspace has used this month’s free trial of the link tool.</p>
          <p>{upgrade}</p>
          <p>
            See this month’s counts on the{' '}
            <a href="/usage" data-route>
              Usage
            </a>{' '}
            page.
          </p>
        </section>
      )}
      {job?.state === 'running' && (
        <div class="progress">
          <label for="link-progress">Reading the page and checking its claims…</label>
          <progress id="link-progress" />
        </div>
      )}
      <Status>
        {job?.state === 'done' ? 'Link checked.' : job?.state === 'failed' ? 'The check failed.' : ''}
      </Status>
      <Alert>{error || (job?.state === 'failed' ? job.error?.message : '')}</Alert>
      {result && (
        <section aria-labelledby="link-result" class="result">
          <h2 id="link-result">
            Rating: <Verdict verdict={result.rating} />
          </h2>
          <p>
            <a href={result.source.url} rel="noopener noreferrer" target="_blank">
              {result.source.title || result.source.url}
            </a>{' '}
            <span class="muted">({result.source.kind})</span>
          </p>
          <p>{result.summary}</p>
          {result.claims.map((claim, i) => (
            <article class="card claim" key={i}>
              <h3>
                {claim.at && <span class="muted">{claim.at} · </span>}
                {claim.text}
              </h3>
              <p>
                <Verdict verdict={claim.verdict} /> {claim.reason}
              </p>
              <Sources sources={claim.sources} />
            </article>
          ))}
          <h3>Suggestion</h3>
          <p>{result.suggestion}</p>
          <p class="disclaimer">{result.disclaimer}</p>
        </section>
      )}
    </>
  );
}
