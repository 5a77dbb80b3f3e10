export * from './products.js';
export * from './store.js';
