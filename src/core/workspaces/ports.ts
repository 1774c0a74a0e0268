import type { Role } from '../auth/principal.js';

export interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
}

export interface WorkspaceRecord {
  id: string;
  name: string;
  domain: string;
  plan: 'free' | 'premium';
  styleGuide: string;
  createdAt: Date;
}

export interface WorkspaceStore {
  find(workspaceId: string): Promise<WorkspaceRecord | null>;
  findByDomain(domain: string): Promise<WorkspaceRecord | null>;
  setPlan(domain: string, plan: 'free' | 'premium'): Promise<{ before: 'free' | 'premium' } | null>;
  setStyleGuide(workspaceId: string, text: string): Promise<void>;
  /** Active (not removed) members. */
  listMembers(workspaceId: string): Promise<Member[]>;
  findMember(workspaceId: string, userId: string): Promise<Member | null>;
  /**
   * Adds a member, or re-admits a removed one. `conflict` when the address already belongs to
   * another workspace.
   */
  addMember(workspaceId: string, email: string, name: string): Promise<Member | 'conflict'>;
  /** Marks the member removed and revokes their keys and sessions, in one transaction. */
  removeMember(workspaceId: string, userId: string, now: Date): Promise<boolean>;
  /** Swaps owner and member roles in one transaction. */
  transferOwnership(workspaceId: string, fromUserId: string, toUserId: string): Promise<void>;
}
