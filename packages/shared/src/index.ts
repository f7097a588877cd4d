export * from './errors/errors.schemas';
export * from './system/system.schemas';
export * from './web/routes';
