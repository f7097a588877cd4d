// The whole database schema, for drizzle-kit's migrations: each module contributes its tables file.
export * from './modules/system/system.tables';
