import { isOwner, useSession } from '../session.js';
import { Heading, Load, useLoad } from '../ui.js';

interface Channels {
  slack: {
    team_id: string;
    team_name?: string | null;
    editors_channel: string | null;
    installed?: boolean;
  } | null;
  telegram: { chat_ids: string[]; editors_chat: string | null; bot?: { username: string } | null } | null;
  whatsapp: { numbers: string[]; sender?: { from: string } | null } | null;
}

/** The chat places whose messages come to this workspace. */
export function ChannelsPage() {
  const session = useSession();
  const owner = isOwner(session);
  const [channels] = useLoad<Channels>('/v1/workspace/channels');
  const slackInstall = owner && session.features?.slack_install === true;
  return (
    <>
      <Heading intro="Tips sent in these places are checked and answered in their thread; low-confidence claims go to the editors’ chat.">
        Channels
      </Heading>
      <Load value={channels} missing="Chat channels are not available on this service.">
        {(c) => (
          <div class="cards">
            <section class="card" aria-labelledby="slack">
              <h2 id="slack">Slack</h2>
              {c.slack ? (
                <dl>
                  <dt>Team</dt>
                  <dd class="mono">
                    {c.slack.team_name ? `${c.slack.team_name} (${c.slack.team_id})` : c.slack.team_id}
                  </dd>
                  <dt>Editors’ channel</dt>
                  <dd class="mono">{c.slack.editors_channel ?? 'None'}</dd>
                  <dt>Connected</dt>
                  <dd>{c.slack.installed ? 'Through “Add to Slack”' : 'On the service’s own Slack app'}</dd>
                </dl>
              ) : (
                <p>No Slack team linked.</p>
              )}
              {slackInstall && (
                <p>
                  <a class="button" href="/slack/install">
                    Add to Slack
                  </a>
                </p>
              )}
            </section>
            <section class="card" aria-labelledby="telegram">
              <h2 id="telegram">Telegram</h2>
              {c.telegram && c.telegram.chat_ids.length + (c.telegram.editors_chat ? 1 : 0) > 0 ? (
                <dl>
                  {c.telegram.bot?.username && (
                    <>
                      <dt>Own bot</dt>
                      <dd>@{c.telegram.bot.username}</dd>
                    </>
                  )}
                  <dt>Chats</dt>
                  <dd class="mono">{c.telegram.chat_ids.join(', ') || 'None'}</dd>
                  <dt>Editors’ chat</dt>
                  <dd class="mono">{c.telegram.editors_chat ?? 'None'}</dd>
                </dl>
              ) : (
                <p>No Telegram chat linked.</p>
              )}
            </section>
            <section class="card" aria-labelledby="whatsapp">
              <h2 id="whatsapp">WhatsApp</h2>
              {c.whatsapp?.sender && (
                <p>
                  Own Twilio sender: <span class="mono">{c.whatsapp.sender.from}</span>
                </p>
              )}
              {c.whatsapp && c.whatsapp.numbers.length > 0 ? (
                <ul>
                  {c.whatsapp.numbers.map((n) => (
                    <li key={n} class="mono">
                      {n}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No WhatsApp number linked.</p>
              )}
            </section>
            {owner && (
              <p class="muted">
                To link a chat, use <code>PUT /v1/workspace/channels</code> with an owner’s key (see the API
                docs at <a href="/docs">/docs</a>).
              </p>
            )}
          </div>
        )}
      </Load>
    </>
  );
}
