export * from './products.js';
export * from './store.js';
export * from './discount-codes.js';
export * from './collaborations.js';
