import { useState } from 'preact/hooks';
import { api, del, describeError, post } from '../api.js';
import { isOwner, useSession } from '../session.js';
import { Alert, Heading, Load, Status, useLoad } from '../ui.js';

interface Source {
  id: string;
  name: string;
  domain: string;
  kind: string;
  trust: number;
  scope: 'workspace' | 'service';
}

interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  errors: Array<{ line: number; reason: string }>;
}

const KINDS = [
  ['fact_checker', 'Fact-checker'],
  ['official', 'Official'],
  ['news', 'News'],
  ['other', 'Other'],
] as const;

function AddSource(props: { onAdded: () => void }) {
  const [form, setForm] = useState({ name: '', domain: '', kind: 'news', trust: '0.8' });
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const set = (field: keyof typeof form) => (e: Event) =>
    setForm({ ...form, [field]: (e.currentTarget as HTMLInputElement).value });
  const submit = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      await post('/v1/sources', { ...form, trust: Number(form.trust) });
      setStatus(`${form.name} added.`);
      setForm({ name: '', domain: '', kind: 'news', trust: '0.8' });
      props.onAdded();
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <form onSubmit={submit} class="card grid-form">
      <h3>Add a trusted publisher</h3>
      <label for="src-name">Name</label>
      <input id="src-name" required value={form.name} onInput={set('name')} />
      <label for="src-domain">Domain</label>
      <input id="src-domain" required placeholder="dubawa.org" value={form.domain} onInput={set('domain')} />
      <label for="src-kind">Kind</label>
      <select id="src-kind" value={form.kind} onChange={set('kind')}>
        {KINDS.map(([value, label]) => (
          <option value={value} key={value}>
            {label}
          </option>
        ))}
      </select>
      <label for="src-trust">Trust (0 to 1)</label>
      <input
        id="src-trust"
        type="number"
        min={0}
        max={1}
        step={0.05}
        required
        value={form.trust}
        onInput={set('trust')}
      />
      <button type="submit">Add publisher</button>
      <Status>{status}</Status>
      <Alert>{error}</Alert>
    </form>
  );
}

function ImportDocuments() {
  const [text, setText] = useState('');
  const [format, setFormat] = useState<'json' | 'ndjson'>('json');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const pickFile = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    setText(await file.text());
    setFormat(/\.(ndjson|jsonl)$/i.test(file.name) ? 'ndjson' : 'json');
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setReport(null);
    try {
      const type = format === 'ndjson' ? 'application/x-ndjson' : 'application/json';
      setReport(await api<ImportReport>('POST', '/v1/sources/documents', { raw: { text, type } }));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} class="card">
      <h2>Import documents</h2>
      <p class="muted">
        Fact-checks and articles become evidence for your checks: one JSON document{' '}
        <code>{'{url, title, text, publisher}'}</code>, schema.org ClaimReview JSON-LD as published, or many
        as NDJSON (one per line).
      </p>
      <label for="doc-file">File</label>
      <input id="doc-file" type="file" accept=".json,.ndjson,.jsonl,application/json" onChange={pickFile} />
      <label for="doc-format">Format</label>
      <select
        id="doc-format"
        value={format}
        onChange={(e) => setFormat(e.currentTarget.value as 'json' | 'ndjson')}
      >
        <option value="json">JSON (one document, or ClaimReview)</option>
        <option value="ndjson">NDJSON (one document per line)</option>
      </select>
      <label for="doc-text">Documents</label>
      <textarea
        id="doc-text"
        rows={6}
        required
        class="mono"
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" disabled={busy}>
        Import
      </button>
      <Alert>{error}</Alert>
      {report && (
        <div role="status" class="report">
          <p>
            Created {report.created}, updated {report.updated}, unchanged {report.unchanged}, rejected{' '}
            {report.rejected}.
          </p>
          {report.errors.length > 0 && (
            <div class="table-wrap">
              <table>
                <caption>Rejected lines</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((e) => (
                    <tr key={e.line}>
                      <td>{e.line}</td>
                      <td>{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </form>
  );
}

/** The evidence the checker searches: trusted publishers and imported documents. */
export function SourcesPage() {
  const owner = isOwner(useSession());
  const [sources, reload] = useLoad<{ sources: Source[] } | Source[]>('/v1/sources');
  const [error, setError] = useState('');

  const remove = async (source: Source) => {
    setError('');
    try {
      await del(`/v1/sources/${source.id}`);
      reload();
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <>
      <Heading intro="Publishers the checker trusts, and documents it can cite. Service-wide sources ship with Gaskiya.">
        Sources
      </Heading>
      <h2>Trusted publishers</h2>
      <Alert>{error}</Alert>
      <Load value={sources}>
        {(data) => {
          const list = Array.isArray(data) ? data : data.sources;
          return (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Publisher</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Trust</th>
                    <th scope="col">Scope</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.id}>
                      <td>
                        {s.name}
                        <br />
                        <span class="muted">{s.domain}</span>
                      </td>
                      <td>{s.kind.replace('_', ' ')}</td>
                      <td>{s.trust}</td>
                      <td>
                        {s.scope === 'service' ? (
                          'Service-wide'
                        ) : owner ? (
                          <button type="button" class="danger" onClick={() => remove(s)}>
                            Remove<span class="visually-hidden"> {s.name}</span>
                          </button>
                        ) : (
                          'This workspace'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </Load>
      {owner && <AddSource onAdded={reload} />}
      <ImportDocuments />
    </>
  );
}
