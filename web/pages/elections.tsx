import { useEffect, useState } from 'preact/hooks';
import { describeError, get } from '../api.js';
import { when } from '../format.js';
import { STATE_TILES, tileKey } from '../nigeria-tiles.js';
import { Alert, Heading, Load, useLoad } from '../ui.js';

interface Area {
  id: number;
  code: string;
  name: string;
}
interface Counts {
  polling_units: number;
  uploaded: number;
  uploaded_pct: number;
  not_uploaded: number;
}
interface Breakdown {
  as_of: string | null;
  level: 'state' | 'lga' | 'ward';
  state: Area | null;
  lga: Area | null;
  elections: Array<{
    election: { id: number; name: string; date: string; type: string; results_imported: boolean };
    totals: Counts;
    breakdown: Array<Counts & { area: Area }>;
  }>;
}
interface Unit {
  id: number;
  code: string;
  name: string;
  ward: Area;
  lga: Area;
  state: Area;
  upload: { uploaded: boolean; uploaded_at: string | null; document_url: string | null } | null;
}
interface FeedEntry {
  id: string;
  kind: string;
  title: string;
  url: string | null;
  summary: string;
  published_at: string;
}

/** Lighter to darker by share uploaded; dark text stays readable on every step. */
function shade(pct: number | undefined): string {
  if (pct === undefined) return 'tile-none';
  return `tile-${Math.min(4, Math.floor(pct / 25))}`;
}

function StateMap(props: {
  rows: Breakdown['elections'][number]['breakdown'];
  onPick: (area: Area) => void;
}) {
  const byCode = new Map(props.rows.map((r) => [tileKey(r.area), r]));
  return (
    <div
      class="tile-map"
      role="group"
      aria-label="Map of Nigeria’s states: share of polling units with a result sheet"
    >
      {STATE_TILES.map((tile) => {
        const row = byCode.get(tile.code);
        const label = row ? `${tile.name}: ${row.uploaded_pct}% uploaded` : `${tile.name}: no data`;
        return (
          <button
            type="button"
            key={tile.code}
            class={`tile ${shade(row?.uploaded_pct)}`}
            style={{ gridRow: tile.row + 1, gridColumn: tile.col + 1 }}
            title={label}
            disabled={!row}
            onClick={() => row && props.onPick(row.area)}
          >
            {/* The short code is for sighted readers; the full sentence is the button's name. */}
            <span aria-hidden="true">{tile.name.slice(0, 3).toUpperCase()}</span>
            {row && <small aria-hidden="true">{Math.round(row.uploaded_pct)}%</small>}
            <span class="visually-hidden">{label}</span>
          </button>
        );
      })}
    </div>
  );
}

function UnitSearch() {
  const [q, setQ] = useState('');
  const [units, setUnits] = useState<Unit[] | null>(null);
  const [error, setError] = useState('');
  const search = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      setUnits((await get<{ units: Unit[] }>(`/v1/units?limit=20&q=${encodeURIComponent(q)}`)).units);
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <section class="card" aria-labelledby="units-title">
      <h2 id="units-title">Find a unit</h2>
      <form onSubmit={search} class="row">
        <label for="unit-q">Polling unit</label>
        <input
          id="unit-q"
          required
          minLength={2}
          placeholder="Name or code, e.g. 24-10-05-011"
          value={q}
          onInput={(e) => setQ(e.currentTarget.value)}
        />
        <button type="submit">Search</button>
      </form>
      <Alert>{error}</Alert>
      {units && (
        <ul class="plain units" aria-live="polite">
          {units.length === 0 && <li>No polling unit matches.</li>}
          {units.map((u) => (
            <li key={u.id}>
              <strong>{u.name}</strong> <span class="mono">{u.code}</span>
              <br />
              <span class="muted">
                {u.ward.name}, {u.lga.name}, {u.state.name} ·{' '}
                {u.upload === null
                  ? 'no result data'
                  : u.upload.uploaded
                    ? `sheet uploaded ${when(u.upload.uploaded_at)}`
                    : 'no sheet uploaded'}
              </span>
              {u.upload?.document_url && (
                <>
                  {' '}
                  <a href={u.upload.document_url} rel="noopener noreferrer" target="_blank">
                    Result sheet<span class="visually-hidden"> for {u.name}</span>
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveFeed() {
  const [entries, setEntries] = useState<FeedEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let source: EventSource | null = null;
    get<{ entries: FeedEntry[] }>('/v1/feed?limit=10')
      .then((page) => {
        setEntries(page.entries);
        // New posts arrive over server-sent events; the browser reconnects by itself.
        source = new EventSource('/v1/feed');
        source.onmessage = (event) => {
          try {
            const entry = JSON.parse(event.data) as FeedEntry;
            if (entry.id)
              setEntries((list) => [entry, ...(list ?? []).filter((e) => e.id !== entry.id)].slice(0, 30));
          } catch {
            // A heartbeat or a non-JSON event: nothing to show.
          }
        };
      })
      .catch((e) => setError(describeError(e)));
    return () => source?.close();
  }, []);
  return (
    <section class="card" aria-labelledby="feed-title">
      <h2 id="feed-title">Live feed</h2>
      <Alert>{error}</Alert>
      {entries === null ? (
        !error && <p class="muted">Loading…</p>
      ) : entries.length === 0 ? (
        <p>No posts yet. New ones appear here as they come.</p>
      ) : (
        <ul class="plain feed">
          {entries.map((e) => (
            <li key={e.id}>
              {e.url ? (
                <a href={e.url} rel="noopener noreferrer" target="_blank">
                  {e.title}
                </a>
              ) : (
                <strong>{e.title}</strong>
              )}{' '}
              <span class="muted">
                {e.kind} · {when(e.published_at)}
              </span>
              {e.summary && <p>{e.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Parties() {
  const [parties] = useLoad<{ parties: Array<{ acronym: string; name: string }> }>('/v1/parties');
  return (
    <section class="card" aria-labelledby="parties-title">
      <h2 id="parties-title">Parties</h2>
      <Load value={parties}>
        {(data) =>
          data.parties.length === 0 ? (
            <p>No parties loaded.</p>
          ) : (
            <ul class="parties">
              {data.parties.map((p) => (
                <li key={p.acronym}>
                  <abbr title={p.name}>{p.acronym}</abbr> <span class="muted">{p.name}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Load>
    </section>
  );
}

/** Result-sheet uploads by state, LGA and ward; polling-unit search; the live feed; parties. */
export function ElectionsPage() {
  const [election, setElection] = useState('');
  const [state, setState] = useState<Area | null>(null);
  const [lga, setLga] = useState<Area | null>(null);
  const query = new URLSearchParams();
  // Drilling down asks for one election; the first view lists them all (to offer the choice).
  if (election && (state || lga)) query.set('election', election);
  if (state) query.set('state', state.code);
  if (lga) query.set('lga', lga.code);
  const [data] = useLoad<Breakdown>(`/v1/elections?${query}`);
  const [loadedAt, setLoadedAt] = useState(new Date().toISOString());
  useEffect(() => setLoadedAt(new Date().toISOString()), [data]);

  const pick = (area: Area, electionId: number) => {
    setElection(String(electionId));
    if (!state) setState(area);
    else if (!lga) setLga(area);
  };

  return (
    <>
      <Heading intro="How many polling units have a result sheet on INEC’s IReV portal, by state, LGA and ward.">
        Elections
      </Heading>
      <Load value={data} missing="Election data is not available on this service.">
        {(d) => {
          // Default: the presidential election with results, else any with results, else the first.
          const current =
            d.elections.find((e) => String(e.election.id) === election) ??
            d.elections.find((e) => e.election.results_imported && e.election.type === 'PRES') ??
            d.elections.find((e) => e.election.results_imported) ??
            d.elections[0];
          if (!current) return <p>No election data has been imported yet.</p>;
          return (
            <>
              <div class="row wrap">
                <label for="election">Election</label>
                <select
                  id="election"
                  value={String(current.election.id)}
                  onChange={(e) => {
                    setElection(e.currentTarget.value);
                    setState(null);
                    setLga(null);
                  }}
                >
                  {d.elections.map((e) => (
                    <option key={e.election.id} value={e.election.id}>
                      {e.election.name}
                    </option>
                  ))}
                </select>
              </div>
              <nav aria-label="Area" class="crumbs">
                <button type="button" class="link-button" onClick={() => (setState(null), setLga(null))}>
                  Nigeria
                </button>
                {state && (
                  <>
                    {' › '}
                    <button type="button" class="link-button" onClick={() => setLga(null)}>
                      {state.name}
                    </button>
                  </>
                )}
                {lga && <> › {lga.name}</>}
              </nav>
              <p>
                <strong>
                  {current.totals.uploaded.toLocaleString('en-GB')} of{' '}
                  {current.totals.polling_units.toLocaleString('en-GB')}
                </strong>{' '}
                polling units uploaded ({current.totals.uploaded_pct}%), as of {when(d.as_of ?? loadedAt)}.
              </p>
              {d.level === 'state' && (
                <StateMap rows={current.breakdown} onPick={(area) => pick(area, current.election.id)} />
              )}
              <div class="table-wrap">
                <table>
                  <caption>
                    Uploads by {d.level === 'state' ? 'state' : d.level === 'lga' ? 'LGA' : 'ward'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        {d.level === 'state' ? 'State' : d.level === 'lga' ? 'LGA' : 'Ward'}
                      </th>
                      <th scope="col">Units</th>
                      <th scope="col">Uploaded</th>
                      <th scope="col">%</th>
                    </tr>
                  </thead>
                  <tbody>
                    {current.breakdown.map((row) => (
                      <tr key={row.area.id}>
                        <th scope="row">
                          {d.level === 'ward' ? (
                            row.area.name
                          ) : (
                            <button
                              type="button"
                              class="link-button"
                              onClick={() => pick(row.area, current.election.id)}
                            >
                              {row.area.name}
                            </button>
                          )}
                        </th>
                        <td>{row.polling_units}</td>
                        <td>{row.uploaded}</td>
                        <td>{row.uploaded_pct}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </Load>
      <UnitSearch />
      <LiveFeed />
      <Parties />
    </>
  );
}
