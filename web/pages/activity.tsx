import { useState } from 'preact/hooks';
import { humanAction, when } from '../format.js';
import { Heading, Load, useLoad } from '../ui.js';

interface Entry {
  id: string;
  actor: { id: string | null; email: string | null };
  action: string;
  detail: Record<string, unknown>;
  created_at: string;
}

const PAGE_SIZE = 25;

function describe(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join(' · ');
}

/** Who did what and when, newest first, a page at a time. */
export function ActivityPage() {
  // Cursors of the pages visited so far: the last one is the page shown.
  const [cursors, setCursors] = useState<string[]>(['']);
  const cursor = cursors.at(-1) ?? '';
  const [page] = useLoad<{ entries: Entry[]; next_cursor: string | null }>(
    `/v1/workspace/activity?limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`,
  );
  return (
    <>
      <Heading intro="Sign-ins, key changes, checks, review decisions and member changes in this workspace.">
        Activity
      </Heading>
      <Load value={page}>
        {(data) => (
          <>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((e) => (
                    <tr key={e.id}>
                      <td>{when(e.created_at)}</td>
                      <td>{e.actor.email ?? 'Gaskiya'}</td>
                      <td>
                        <strong>{humanAction(e.action)}</strong>
                        <br />
                        <span class="muted">{describe(e.detail)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.entries.length === 0 && <p>Nothing yet.</p>}
            <nav aria-label="Activity pages" class="pager">
              <button
                type="button"
                class="secondary"
                disabled={cursors.length === 1}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                Newer
              </button>
              <span>Page {cursors.length}</span>
              <button
                type="button"
                class="secondary"
                disabled={!data.next_cursor}
                onClick={() => data.next_cursor && setCursors([...cursors, data.next_cursor])}
              >
                Older
              </button>
            </nav>
          </>
        )}
      </Load>
    </>
  );
}
