import { useState } from 'preact/hooks';
import { describeError, post } from '../api.js';
import { Alert, Heading, Sources, Status, Verdict, type SourceRef } from '../ui.js';

export interface CheckClaim {
  id: string;
  text: string;
  verdict: string;
  confidence: string;
  sources_cited: number;
  sources: SourceRef[];
  write_up: string;
  review: null | {
    status: 'pending' | 'decided';
    verdict?: string;
    decided_by?: string;
    decided_at?: string;
  };
}

export interface CheckResult {
  verdict: string;
  confidence: string;
  claims: CheckClaim[];
  set_aside: Array<{ text: string; reason: string }>;
  language: string;
}

export function CheckResultView(props: { result: CheckResult }) {
  const { result } = props;
  return (
    <section aria-labelledby="result-title" class="result">
      <h2 id="result-title">Result</h2>
      {result.claims.length === 0 && <p>No checkable statement was found in this text.</p>}
      {result.claims.map((claim) => (
        <article class="card claim" key={claim.id}>
          <h3>{claim.text}</h3>
          <p>
            <Verdict verdict={claim.verdict} /> <span class="muted">Confidence: {claim.confidence}</span>
            {claim.review?.status === 'pending' && (
              <span class="muted"> · Waiting for an editor’s review</span>
            )}
            {claim.review?.status === 'decided' && (
              <span class="muted"> · Reviewed by {claim.review.decided_by}</span>
            )}
          </p>
          <p>{claim.write_up}</p>
          <h4>Sources</h4>
          <Sources sources={claim.sources} />
        </article>
      ))}
      {result.set_aside.length > 0 && (
        <>
          <h3>Set aside</h3>
          <ul>
            {result.set_aside.map((s, i) => (
              <li key={i}>
                “{s.text}” <span class="muted">— {s.reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The check tool: paste a claim, get verdicts with their sources. */
export function CheckPage() {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<CheckResult | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setResult(null);
    try {
      const answer = await post<{ result: CheckResult }>('/v1/check', { text });
      setResult(answer.result);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading intro="Paste a claim or a message; each checkable statement gets a verdict with its sources.">
        Check a claim
      </Heading>
      <form onSubmit={submit} class="card">
        <label for="claim">Claim</label>
        <textarea
          id="claim"
          rows={4}
          required
          maxLength={20000}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Check
        </button>
      </form>
      <Status>{busy ? 'Checking…' : result ? 'Check finished.' : ''}</Status>
      <Alert>{error}</Alert>
      {result && <CheckResultView result={result} />}
    </>
  );
}
