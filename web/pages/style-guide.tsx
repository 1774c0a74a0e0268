import { useEffect, useState } from 'preact/hooks';
import { describeError, post, put } from '../api.js';
import { isOwner, useSession } from '../session.js';
import { Alert, Heading, Load, Status, Verdict, useLoad } from '../ui.js';
import type { CheckResult } from './check.js';

/** The house style the write-ups follow; the owner edits it and previews it on a sample claim. */
export function StyleGuidePage() {
  const owner = isOwner(useSession());
  const [guide] = useLoad<{ text: string }>('/v1/workspace/style-guide');
  const [text, setText] = useState('');
  const [sample, setSample] = useState('Nigeria has 36 states.');
  const [preview, setPreview] = useState<CheckResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (guide.state === 'ready') setText(guide.data.text);
  }, [guide]);

  const save = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      await put('/v1/workspace/style-guide', { text });
      setStatus('Style guide saved. New write-ups follow it.');
    } catch (e) {
      setError(describeError(e));
    }
  };

  const runPreview = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      // The preview is a real check of the sample claim with the saved style (one check use).
      if (owner) await put('/v1/workspace/style-guide', { text });
      const answer = await post<{ result: CheckResult }>('/v1/check', { text: sample });
      setPreview(answer.result);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const claim = preview?.claims[0];
  return (
    <>
      <Heading intro="How write-ups should sound: tone, words to use or avoid, how to name sources.">
        Style guide
      </Heading>
      <Load value={guide}>
        {() =>
          owner ? (
            <form onSubmit={save} class="card">
              <label for="style-guide">Style guide</label>
              <textarea
                id="style-guide"
                rows={8}
                maxLength={20000}
                value={text}
                onInput={(e) => setText(e.currentTarget.value)}
              />
              <button type="submit">Save style guide</button>
            </form>
          ) : (
            <section class="card">
              <p class="muted">Only the owner can edit the style guide.</p>
              <pre class="guide">{text || 'No style guide yet: write-ups use the default style.'}</pre>
            </section>
          )
        }
      </Load>
      <Status>{status}</Status>
      <form onSubmit={runPreview} class="card">
        <h2>Preview</h2>
        <label for="sample">Sample claim</label>
        <input id="sample" required value={sample} onInput={(e) => setSample(e.currentTarget.value)} />
        <p class="muted">
          {owner ? 'Saves the guide, then ' : ''}Checks the sample claim (one use of the check tool).
        </p>
        <button type="submit" disabled={busy}>
          Preview write-up
        </button>
      </form>
      <Status>{busy ? 'Writing the preview…' : ''}</Status>
      <Alert>{error}</Alert>
      {preview &&
        (claim ? (
          <article class="card claim">
            <h3>{claim.text}</h3>
            <p>
              <Verdict verdict={claim.verdict} />
            </p>
            <p>{claim.write_up}</p>
          </article>
        ) : (
          <p>The sample has no checkable statement; try a factual claim.</p>
        ))}
    </>
  );
}
