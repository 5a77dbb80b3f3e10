export * from './define.js';
export * from './identity.js';
export * from './catalogue.js';
export * from './campaigns.js';
export * from './tracking.js';
export * from './notifications.js';
