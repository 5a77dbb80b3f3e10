export * from './roles.js';
export * from './constants.js';
export * from './errors.js';
export * from './format.js';
export * from './codes.js';
export * from './validation.js';
export * from './text.js';
