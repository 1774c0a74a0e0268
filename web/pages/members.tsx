import { useState } from 'preact/hooks';
import { del, describeError, post } from '../api.js';
import { when } from '../format.js';
import { isOwner, useSession } from '../session.js';
import { Alert, Heading, Load, Status, useLoad } from '../ui.js';

interface Member {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  created_at: string;
  status?: string;
}

interface Workspace {
  name: string;
  domain: string;
  plan: string;
  members: Member[];
}

interface Invitation {
  id: string;
  email: string;
  workspace: { name: string; domain: string };
  invited_at: string;
}

/** Invitations addressed to the signed-in user (another domain's workspace asked them to join). */
function MyInvitations() {
  const [invitations] = useLoad<{ invitations: Invitation[] }>('/v1/invitations');
  const [error, setError] = useState('');
  if (invitations.state !== 'ready' || invitations.data.invitations.length === 0) return null;
  const accept = async (invitation: Invitation) => {
    try {
      await post(`/v1/invitations/${invitation.id}/accept`);
      location.reload();
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <section class="card notice" aria-labelledby="invitations">
      <h2 id="invitations">Invitations for you</h2>
      <ul class="plain">
        {invitations.data.invitations.map((i) => (
          <li key={i.id}>
            {i.workspace.name} ({i.workspace.domain}) invited {i.email} on {when(i.invited_at)}.{' '}
            <button type="button" onClick={() => accept(i)}>
              Accept and join<span class="visually-hidden"> {i.workspace.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p class="muted">Joining moves you out of your current workspace.</p>
      <Alert>{error}</Alert>
    </section>
  );
}

/** Who is in the workspace; the owner adds, removes and hands over ownership. */
export function MembersPage() {
  const session = useSession();
  const owner = isOwner(session);
  const [workspace, reload] = useLoad<Workspace>('/v1/workspace');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const act = async (work: () => Promise<string>) => {
    setError('');
    try {
      setStatus(await work());
      reload();
    } catch (e) {
      setError(describeError(e));
    }
  };

  const add = (event: Event) => {
    event.preventDefault();
    void act(async () => {
      const member = await post<Member>('/v1/workspace/members', { email });
      setEmail('');
      return member.status === 'invited'
        ? `Invitation sent to ${member.email}: they join once they sign in with a code sent to that address.`
        : `${member.email} added.`;
    });
  };

  return (
    <>
      <Heading>Members</Heading>
      <MyInvitations />
      <Load value={workspace}>
        {(ws) => (
          <>
            <p class="intro">
              Everyone who signs in with an address at <strong>{ws.domain}</strong> joins {ws.name}.{' '}
              {owner
                ? 'As owner you can add, remove and hand over ownership.'
                : 'Only the owner can change who is in it.'}
            </p>
            {owner && (
              <form onSubmit={add} class="card">
                <label for="member-email">E-mail</label>
                <input
                  id="member-email"
                  type="email"
                  required
                  value={email}
                  onInput={(e) => setEmail(e.currentTarget.value)}
                />
                <button type="submit">Add member</button>
              </form>
            )}
            <Status>{status}</Status>
            <Alert>{error}</Alert>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Role</th>
                    <th scope="col">Since</th>
                    {owner && <th scope="col">Actions</th>}
                  </tr>
                </thead>
                <tbody>
                  {ws.members.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {m.name && m.name !== m.email ? `${m.name} · ` : ''}
                        {m.email}
                      </td>
                      <td>{m.role}</td>
                      <td>{when(m.created_at)}</td>
                      {owner && (
                        <td class="actions">
                          {m.role !== 'owner' && (
                            <>
                              <button
                                type="button"
                                class="secondary"
                                onClick={() =>
                                  act(async () => {
                                    await post('/v1/workspace/owner', { user_id: m.id });
                                    location.reload();
                                    return `${m.email} is now the owner.`;
                                  })
                                }
                              >
                                Make owner<span class="visually-hidden"> {m.email}</span>
                              </button>{' '}
                              <button
                                type="button"
                                class="danger"
                                onClick={() =>
                                  act(async () => {
                                    await del(`/v1/workspace/members/${m.id}`);
                                    return `${m.email} removed.`;
                                  })
                                }
                              >
                                Remove<span class="visually-hidden"> {m.email}</span>
                              </button>
                            </>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Load>
    </>
  );
}
