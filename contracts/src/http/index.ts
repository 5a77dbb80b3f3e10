export * from './auth/auth.js';
export * from './dashboard/summary.js';
