import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError, get, post } from '../api.js';
import { CHECK_VERDICTS, when } from '../format.js';
import { Alert, Heading, Sources, Status, Verdict } from '../ui.js';
import type { CheckResult } from './check.js';

interface ReviewItem {
  id: string;
  job_id: string;
  claim_id: string;
  claim_text: string;
  engine_verdict: string;
  confidence: string;
  created_at: string;
  /** The claim group: one decision answers every asker (api.md "Grouped tips"). */
  askers: number;
  platforms: string[];
  first_asked_at: string;
  last_asked_at: string;
  sample_texts: string[];
}

/** New items show up without a reload: the queue is fetched again this often. */
const POLL_MS = 3000;

function ItemSources(props: { jobId: string; claimId: string }) {
  const [claim, setClaim] = useState<CheckResult['claims'][number] | null | undefined>(undefined);
  useEffect(() => {
    get<{ result?: CheckResult }>(`/v1/job/${props.jobId}`)
      .then((job) => setClaim(job.result?.claims?.find((c) => c.id === props.claimId) ?? null))
      .catch(() => setClaim(null));
  }, [props.jobId, props.claimId]);
  if (claim === undefined) return <p class="muted">Loading sources…</p>;
  if (!claim) return <p class="muted">The sources could not be loaded.</p>;
  return (
    <>
      {claim.write_up && <p>{claim.write_up}</p>}
      <Sources sources={claim.sources} />
    </>
  );
}

function Item(props: { item: ReviewItem; onDecided: (item: ReviewItem, verdict: string) => void }) {
  const { item } = props;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const decide = async (verdict: string) => {
    setBusy(true);
    setError('');
    try {
      await post(`/v1/review/${item.id}/decision`, {
        verdict,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      props.onDecided(item, verdict);
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  };
  const titleId = `item-${item.id}`;
  return (
    <li class="card review-item" aria-labelledby={titleId}>
      <h2 id={titleId}>{item.claim_text}</h2>
      <p class="muted">
        Asked {when(item.created_at)} · The checker said <Verdict verdict={item.engine_verdict} /> with{' '}
        {item.confidence} confidence
      </p>
      {item.askers > 1 && (
        <>
          <p>
            <strong>{item.askers} people asked</strong> on {item.platforms.join(', ')}, first{' '}
            {when(item.first_asked_at)}, last {when(item.last_asked_at)}. One decision answers all of them.
          </p>
          <ul class="muted">
            {item.sample_texts
              .filter((text) => text !== item.claim_text)
              .slice(0, 3)
              .map((text) => (
                <li key={text}>“{text}”</li>
              ))}
          </ul>
        </>
      )}
      <h3>Sources</h3>
      <ItemSources jobId={item.job_id} claimId={item.claim_id} />
      <label for={`note-${item.id}`}>Note (optional)</label>
      <textarea
        id={`note-${item.id}`}
        rows={2}
        maxLength={2000}
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
      />
      <div class="verdict-buttons" role="group" aria-label="Verdict">
        {Object.entries(CHECK_VERDICTS).map(([verdict, label]) => (
          <button
            type="button"
            key={verdict}
            disabled={busy}
            class={`verdict ${verdict}`}
            onClick={() => decide(verdict)}
          >
            {label}
          </button>
        ))}
      </div>
      <Alert>{error}</Alert>
    </li>
  );
}

/** The review queue: low-confidence claims, oldest first; one button per verdict. */
export function ReviewPage() {
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const decided = useRef(new Set<string>());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const load = async () => {
      try {
        const answer = await get<{ items: ReviewItem[] } | ReviewItem[]>('/v1/review');
        const list = Array.isArray(answer) ? answer : answer.items;
        if (live) {
          setItems(list.filter((i) => !decided.current.has(i.id)));
          setError('');
        }
      } catch (e) {
        if (live) setError(describeError(e));
      }
      if (live) timer = setTimeout(load, POLL_MS);
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const onDecided = (item: ReviewItem, verdict: string) => {
    decided.current.add(item.id);
    setItems((current) => current?.filter((i) => i.id !== item.id) ?? null);
    setStatus(
      `Decided “${item.claim_text}”: ${CHECK_VERDICTS[verdict]}. The decision is logged with your name.`,
    );
  };

  return (
    <>
      <Heading intro="Claims the checker was not sure about, oldest first. Your verdict is sent back to where the claim came from.">
        Review queue
      </Heading>
      <Status>{status}</Status>
      <Alert>{error}</Alert>
      {items === null ? (
        <p class="muted">Loading…</p>
      ) : items.length === 0 ? (
        <p>Nothing waiting for review. New claims appear here by themselves.</p>
      ) : (
        <ol class="plain">
          {items.map((item) => (
            <Item key={item.id} item={item} onDecided={onDecided} />
          ))}
        </ol>
      )}
    </>
  );
}
