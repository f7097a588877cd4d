import { and, asc, eq, getTableColumns, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** What a part is read for: the workspace, and until when links it writes (photos) must open. */
export interface ExportContext {
  workspaceId: string;
  /** Who asked (their own profile is part of the export). */
  requestedBy: string;
  /** The archive's own expiry: links written into it are signed to open until then, not longer. */
  linksExpireAt: Date;
}

export type ExportRow = Record<string, unknown>;

/**
 * One kind of data a module holds for a workspace, as it goes into the workspace export (a ZIP
 * of JSON, and CSV for tables): each module's face lists its parts (`exportParts`), the root hands
 * them to accounts, whose export job walks them. A part reads only the workspace it is given.
 */
export interface ExportPart {
  /** File name in the archive without extension, unique: `<module>/<kind>` (e.g. `reservations/stays`). */
  name: string;
  /** What the part holds, in the host's words (the manifest says it). */
  description: string;
  /** What was left out of the rows and why (secrets, tokens, door code digits); none when nothing. */
  redacted?: string[];
  /** `rows`: a JSON array and a CSV file; `document`: one JSON object (the first row read). */
  shape: 'rows' | 'document';
  /** The workspace's rows, a page at a time (so a large workspace is never held in memory whole). */
  read(context: ExportContext): AsyncIterable<ExportRow[]>;
}

const PAGE_SIZE = 500;

/**
 * A part made of one table's rows for the workspace (`scope` is its workspace column), every
 * column but `omit`, in a stable order, a page at a time; `map` reshapes a row (adds links,
 * drops what `omit` cannot name).
 */
export function tableExportPart<TTable extends PgTable>(
  db: Database,
  spec: {
    name: string;
    description: string;
    redacted?: string[];
    table: TTable;
    scope: Column;
    orderBy: Column[];
    omit?: Array<keyof TTable['_']['columns'] & string>;
    where?: (context: ExportContext) => SQL | undefined;
    map?: (row: ExportRow, context: ExportContext) => ExportRow;
  },
): ExportPart {
  const all = getTableColumns(spec.table) as Record<string, PgColumn>;
  const columns = Object.fromEntries(Object.entries(all).filter(([key]) => !(spec.omit ?? []).includes(key as never)));
  return {
    name: spec.name,
    description: spec.description,
    redacted: spec.redacted,
    shape: 'rows',
    async *read(context) {
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const extra = spec.where?.(context);
        const scoped = eq(spec.scope, context.workspaceId);
        const page = (await db
          .select(columns)
          .from(spec.table as PgTable)
          .where(extra ? and(scoped, extra) : scoped)
          .orderBy(...spec.orderBy.map((column) => asc(column)))
          .limit(PAGE_SIZE)
          .offset(offset)) as ExportRow[];
        if (page.length > 0) yield spec.map ? page.map((row) => spec.map!(row, context)) : page;
        if (page.length < PAGE_SIZE) return;
      }
    },
  };
}
