import { AppError } from '../errors/app-error.js';

export type Role = 'owner' | 'member';

/** Who is calling: one user in one workspace, authenticated by an API key or a session. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  workspaceId: string;
  role: Role;
  via: 'api_key' | 'session';
  /** Id of the key or session used; rate limits are per credential. */
  credentialId: string;
}

export function requireOwner(principal: Principal, action: string): void {
  if (principal.role !== 'owner') {
    throw new AppError('forbidden', `Only the workspace owner can ${action}.`);
  }
}
