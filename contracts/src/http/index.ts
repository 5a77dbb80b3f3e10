export * from './auth/auth.js';
export * from './dashboard/summary.js';
export * from './brands/brands.js';
