// The whole database schema, for drizzle-kit's migrations: each module contributes its tables file.
export * from './modules/system/system.tables';
export * from './modules/accounts/accounts.tables';
export * from './modules/notifications/notifications.tables';
export * from './modules/accounts/accounts.own-tables';
export * from './modules/billing/billing.tables';
export * from './modules/support/support.tables';
export * from './modules/properties/properties.tables';
export * from './modules/reservations/reservations.tables';
export * from './modules/automation/automation.tables';
export * from './modules/messaging/messaging.tables';
export * from './platform/events/events.tables';
export * from './modules/locks/locks.tables';
export * from './modules/cleaning/cleaning.tables';
export * from './modules/supplies/supplies.tables';
export * from './modules/claims/claims.tables';
export * from './modules/setup/setup.tables';
