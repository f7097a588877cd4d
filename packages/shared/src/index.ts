export * from './accounts/accounts.constants';
export * from './accounts/accounts.schemas';
export * from './errors/errors.schemas';
export * from './system/system.schemas';
export * from './web/routes';
