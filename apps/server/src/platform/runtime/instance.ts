import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** Identifies this process among the instances sharing one database. */
export interface InstanceInfo {
  instanceId: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
}

export function describeInstance(version: string, startedAt = new Date()): InstanceInfo {
  return {
    instanceId: `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    hostname: os.hostname(),
    pid: process.pid,
    version,
    startedAt,
  };
}
