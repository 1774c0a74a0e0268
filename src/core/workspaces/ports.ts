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

export interface Invitation {
  id: string;
  workspace: { id: string; name: string; domain: string };
  email: string;
  createdAt: Date;
}

export type AddOutcome = Member | 'owner_elsewhere';
export type AcceptOutcome = 'accepted' | 'not_found' | 'owner_of_home';

export interface WorkspaceStore {
  find(workspaceId: string): Promise<WorkspaceRecord | null>;
  findByDomain(domain: string): Promise<WorkspaceRecord | null>;
  setPlan(domain: string, plan: 'free' | 'premium'): Promise<{ before: 'free' | 'premium' } | null>;
  setStyleGuide(workspaceId: string, text: string): Promise<void>;
  /** Active (not removed) members. */
  listMembers(workspaceId: string): Promise<Member[]>;
  findMember(workspaceId: string, userId: string): Promise<Member | null>;
  /** The active user with this address, wherever they are. */
  findMemberByEmail(email: string): Promise<(Member & { workspaceId: string }) | null>;
  /**
   * Adds an address of the workspace's own domain, or re-admits it. An address that sits in
   * another workspace (it accepted an invitation there) comes home, its keys revoked; one that
   * owns that other workspace is `owner_elsewhere` until it hands ownership on.
   */
  addMember(workspaceId: string, email: string, name: string, now: Date): Promise<AddOutcome>;
  /** Records (or renews) an invitation of an address of another domain. */
  invite(workspaceId: string, email: string, invitedById: string): Promise<Invitation>;
  /** Pending invitations addressed to this e-mail. */
  invitationsFor(email: string): Promise<Invitation[]>;
  /**
   * Moves the signed-in user into the inviting workspace as a member and revokes their keys (they
   * acted for the old workspace), in one transaction.
   */
  acceptInvitation(invitationId: string, userId: string, email: string, now: Date): Promise<AcceptOutcome>;
  /** Marks the member removed and revokes their keys and sessions, in one transaction. */
  removeMember(workspaceId: string, userId: string, now: Date): Promise<boolean>;
  /**
   * Hands the owner's role to a member in one transaction; false when `fromUserId` is no longer
   * the owner (a concurrent transfer won).
   */
  transferOwnership(workspaceId: string, fromUserId: string, toUserId: string): Promise<boolean>;
}
