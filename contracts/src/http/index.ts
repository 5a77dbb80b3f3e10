export * from './auth/auth.js';
export * from './dashboard/summary.js';
export * from './brands/brands.js';
export * from './catalogue/index.js';
export * from './campaigns/campaigns.js';
export * from './campaigns/applications.js';
export * from './campaigns/assistant.js';
export * from './campaigns/banners.js';
