// The whole database schema: each module contributes its own tables file.
export * from './modules/system/system.tables';
