// mf-brand has no page of its own: the shell (http://localhost:3000 in development) loads
// remoteEntry.js and mounts ./routes and ./nav. This entry only gives `rspack serve` something to build.
export {};
