export { NETWORKS, UNKNOWN_PREFIX, type Figures, type Network } from './accounts.js';
export { createSocialSandbox, type IdentitySettings, type SandboxAccount, type SocialSandbox } from './create-sandbox.js';
export { SandboxError } from './http.js';
export type { SocialSandboxOptions } from './options.js';
