import { useState } from 'preact/hooks';
import { del, describeError, post } from '../api.js';
import { when } from '../format.js';
import { isOwner, useSession } from '../session.js';
import { Alert, Heading, Load, Status, useLoad } from '../ui.js';

interface ApiKey {
  id: string;
  label: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_by: { id: string; email: string };
}

/** API keys: created here, the value shown once, revoked here. */
export function KeysPage() {
  const session = useSession();
  const [keys, reload] = useLoad<{ keys: ApiKey[] } | ApiKey[]>('/v1/keys');
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<{ label: string; key: string } | null>(null);
  const [copied, setCopied] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const create = async (event: Event) => {
    event.preventDefault();
    setError('');
    setCopied('');
    try {
      const key = await post<{ label: string; key: string }>('/v1/keys', { label });
      setCreated({ label: key.label, key: key.key });
      setLabel('');
      reload();
    } catch (e) {
      setError(describeError(e));
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('Copied to the clipboard.');
    } catch {
      // Clipboard refused (permissions): select the text so Ctrl+C works.
      const field = document.getElementById('new-key') as HTMLInputElement | null;
      field?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };

  const revoke = async (key: ApiKey) => {
    setError('');
    try {
      await del(`/v1/keys/${key.id}`);
      setStatus(`Key “${key.label}” revoked: it no longer works.`);
      reload();
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <>
      <Heading intro="Keys let your newsroom’s tools call the Gaskiya API. A key works for this whole workspace.">
        API keys
      </Heading>
      <form onSubmit={create} class="card">
        <label for="label">Label</label>
        <input
          id="label"
          required
          maxLength={100}
          value={label}
          onInput={(e) => setLabel(e.currentTarget.value)}
        />
        <button type="submit">Create key</button>
      </form>
      {created && (
        <section class="card new-key" aria-labelledby="new-key-title">
          <h2 id="new-key-title">New key “{created.label}”</h2>
          <p>Copy it now: it is shown this once and never again (only its hash is stored).</p>
          <label for="new-key">Key value</label>
          <div class="row">
            <input id="new-key" readOnly value={created.key} class="mono" />
            <button type="button" onClick={copy}>
              Copy
            </button>
          </div>
          <Status>{copied}</Status>
          <button type="button" class="secondary" onClick={() => setCreated(null)}>
            I have stored it
          </button>
        </section>
      )}
      <Status>{status}</Status>
      <Alert>{error}</Alert>
      <h2>Keys</h2>
      <Load value={keys}>
        {(data) => {
          const list = Array.isArray(data) ? data : data.keys;
          if (list.length === 0) return <p>No keys yet.</p>;
          return (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Label</th>
                    <th scope="col">Prefix</th>
                    <th scope="col">Created by</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((key) => (
                    <tr key={key.id}>
                      <td>{key.label}</td>
                      <td class="mono">{key.prefix}…</td>
                      <td>
                        {key.created_by.email}
                        <br />
                        <span class="muted">{when(key.created_at)}</span>
                      </td>
                      <td>{key.last_used_at ? when(key.last_used_at) : 'Never'}</td>
                      <td>
                        {key.revoked_at ? (
                          `Revoked ${when(key.revoked_at)}`
                        ) : isOwner(session) || key.created_by.id === session.user.id ? (
                          <button
                            type="button"
                            class="danger"
                            aria-label={`Revoke ${key.label}`}
                            onClick={() => revoke(key)}
                          >
                            Revoke
                          </button>
                        ) : (
                          'Active'
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
    </>
  );
}
