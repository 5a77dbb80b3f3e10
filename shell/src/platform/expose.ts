// The shell's `./platform` expose. It re-exports the shared singleton, so a consumer that
// loads `shell/platform` through federation gets the same instance as `@afilia/platform`.
export * from '@afilia/platform';
