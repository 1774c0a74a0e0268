import { when } from '../format.js';
import { Heading, Load, useLoad } from '../ui.js';

interface Usage {
  plan: 'free' | 'premium';
  month: string;
  resets_at: string;
  used: number;
  limit: number | null;
  tools: Array<{ tool: string; used: number; limit: number | null }>;
}

export const UPGRADE_NOTE =
  'Premium workspaces have no monthly or trial limits. To upgrade, ask the people who run this Gaskiya service to move your workspace to premium.';

function Meter(props: { label: string; used: number; limit: number | null }) {
  const id = `meter-${props.label.replace(/\W+/g, '-')}`;
  return (
    <div class="meter-row">
      <label for={id}>{props.label}</label>
      {props.limit === null ? (
        <span id={id}>{props.used} used · no limit</span>
      ) : (
        <>
          <meter
            id={id}
            min={0}
            max={props.limit}
            value={props.used}
            low={props.limit * 0.8}
            high={props.limit * 0.95}
            optimum={0}
          />
          <span>
            {props.used} of {props.limit}
          </span>
        </>
      )}
    </div>
  );
}

/** This month's uses per tool against the plan's limits. */
export function UsagePage() {
  const [usage] = useLoad<Usage>('/v1/usage');
  return (
    <>
      <Heading>Usage</Heading>
      <Load value={usage}>
        {(u) => {
          const exhausted = u.tools.filter((t) => t.limit !== null && t.used >= t.limit);
          return (
            <>
              <p class="intro">
                Plan: <strong>{u.plan}</strong>. Counts for {u.month} (UTC); they reset {when(u.resets_at)}.
              </p>
              <section class="card">
                <Meter label="All tools" used={u.used} limit={u.limit} />
                {u.tools.map((t) => (
                  <Meter
                    key={t.tool}
                    label={`${t.tool.charAt(0).toUpperCase()}${t.tool.slice(1)} tool`}
                    used={t.used}
                    limit={t.limit}
                  />
                ))}
              </section>
              {exhausted.length > 0 && (
                <p class="notice">Used up this month: {exhausted.map((t) => t.tool).join(', ')}.</p>
              )}
              {u.plan === 'free' && (
                <section class="card upgrade" aria-labelledby="upgrade">
                  <h2 id="upgrade">Upgrade</h2>
                  <p>
                    The free plan has 100 uses a month in all; each tool other than the check tool has 5 trial
                    uses. {UPGRADE_NOTE}
                  </p>
                </section>
              )}
            </>
          );
        }}
      </Load>
    </>
  );
}
