import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { ModuleContext } from '../../platform/module';
import type { LocksPorts } from './locks.ports';
import type { LockConnection } from './providers/lock-provider';
import type { VirtualLocks } from './providers/virtual-lock-provider';

export type LocksDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events'> & {
  /** The built-in simulated locks (devices kept in this database). */
  virtualLocks: VirtualLocks;
  /** The connection to the service behind a lock, by provider (Seam needs the workspace's key). */
  connect(workspaceId: string, provider: 'virtual' | 'seam'): Promise<LockConnection>;
  /** Seals door codes at rest with the installation's key. */
  codes: SealedBox;
  /** Seals lock services' API keys and webhook signing secrets at rest (a key of its own). */
  secrets: SealedBox;
  /** Seam's API address (`SEAM_API_URL`); null for the SDK's default. */
  seamEndpoint: string | null;
  /** Picks digits: `crypto.randomInt` in production, seeded in tests. */
  randomDigit: (below: number) => number;
  publicUrl: string;
  ports: LocksPorts;
};
