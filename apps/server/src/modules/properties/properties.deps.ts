import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { PropertiesPorts } from './properties.ports';

export interface PropertiesDeps {
  db: Database;
  clock: Clock;
  log: Logger;
  ports: PropertiesPorts;
}
