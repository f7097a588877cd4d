import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Identifies this process among the instances sharing one database. */
export interface InstanceInfo {
  instanceId: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
}

const rootPackage = path.resolve(import.meta.dirname, '../../../../../package.json');

export function describeInstance(startedAt = new Date()): InstanceInfo {
  const { version } = JSON.parse(fs.readFileSync(rootPackage, 'utf8')) as { version: string };
  return {
    instanceId: `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    hostname: os.hostname(),
    pid: process.pid,
    version,
    startedAt,
  };
}
