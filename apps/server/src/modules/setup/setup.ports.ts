import type { AutonomyMode, KnowledgeBase } from '@cohost/shared';

/** What the checklist reads of each module, each from that module's own data. */
export interface SetupPorts {
  listKnowledgeBases(workspaceId: string): Promise<Array<{ id: string; name: string; knowledgeBase: KnowledgeBase }>>;
  countFeeds(workspaceId: string): Promise<number>;
  findPlatformMailbox(workspaceId: string): Promise<{ address: string; state: 'connected' | 'error'; lastError: string | null } | null>;
  countLocks(workspaceId: string): Promise<number>;
  listCleaners(workspaceId: string): Promise<unknown[]>;
  countPendingInvitations(workspaceId: string, role: 'manager' | 'cleaner'): Promise<number>;
  findAutonomyChoice(workspaceId: string): Promise<{ mode: AutonomyMode; chosenAt: Date } | null>;
}

/** The faces of the modules the checklist reads (the composition root passes them whole). */
export interface SetupUses {
  accounts: Pick<SetupPorts, 'listCleaners' | 'countPendingInvitations'>;
  properties: Pick<SetupPorts, 'listKnowledgeBases'>;
  reservations: Pick<SetupPorts, 'countFeeds'>;
  automation: Pick<SetupPorts, 'findAutonomyChoice'>;
  locks: Pick<SetupPorts, 'countLocks'>;
  messaging: Pick<SetupPorts, 'findPlatformMailbox'>;
}

export function connectSetupPorts({ accounts, properties, reservations, automation, locks, messaging }: SetupUses): SetupPorts {
  return {
    listKnowledgeBases: properties.listKnowledgeBases,
    countFeeds: reservations.countFeeds,
    findPlatformMailbox: messaging.findPlatformMailbox,
    countLocks: locks.countLocks,
    listCleaners: accounts.listCleaners,
    countPendingInvitations: accounts.countPendingInvitations,
    findAutonomyChoice: automation.findAutonomyChoice,
  };
}
