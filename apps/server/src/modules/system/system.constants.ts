/** How often a worker process records that it is alive. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A worker not seen for this long is counted as gone. */
export const HEARTBEAT_STALE_MS = 45_000;
/** Heartbeat rows of processes gone this long are deleted. */
export const HEARTBEAT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Health is computed at most this often, however often it is asked for. */
export const HEALTH_CACHE_MS = 1_000;

export const META_DEMO_SEEDED_AT = 'demo.seeded-at';
