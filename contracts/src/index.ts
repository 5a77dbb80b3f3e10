export * from './common/index.js';
export * from './entities/index.js';
export * from './http/index.js';
export * from './messages/index.js';
export * from './events/index.js';
export * from './services.js';
