import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export interface Session {
  user: { id: string; email: string; name: string };
  role: 'owner' | 'member';
  /** Routes this deployment has beyond the documented core (e.g. Slack's OAuth install). */
  features?: { slack_install: boolean };
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user; pages below the shell always have one. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

export const isOwner = (session: Session) => session.role === 'owner';
