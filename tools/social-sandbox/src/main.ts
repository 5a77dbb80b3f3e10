// npm start (or node dist/main.js): the sandbox on PORT (default 4030), configured from the
// environment. Every credential is required and has no default: the identity service is given
// the same values, and a default would be readable in the repository. The minimums are the
// identity service's own, so whatever starts here is accepted there.
import { z } from 'zod';
import { createSocialSandbox } from './create-sandbox.js';
import { INSTAGRAM_ACCOUNT_ID, MIN_SECRET_LENGTH, type SocialSandboxOptions } from './options.js';

const required = (name: string) => z.string({ error: `${name} is required` });
const secret = (name: string) =>
  required(name)
    .min(MIN_SECRET_LENGTH, { error: `${name} must be at least ${MIN_SECRET_LENGTH} characters` })
    .regex(/^\S+$/, { error: `${name} must not have spaces` });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4030),
  HOST: z.string().min(1).default('127.0.0.1'),
  SOCIAL_SANDBOX_YOUTUBE_KEY: secret('SOCIAL_SANDBOX_YOUTUBE_KEY'),
  SOCIAL_SANDBOX_INSTAGRAM_TOKEN: secret('SOCIAL_SANDBOX_INSTAGRAM_TOKEN'),
  SOCIAL_SANDBOX_INSTAGRAM_ACCOUNT_ID: required('SOCIAL_SANDBOX_INSTAGRAM_ACCOUNT_ID').regex(INSTAGRAM_ACCOUNT_ID, {
    error: 'SOCIAL_SANDBOX_INSTAGRAM_ACCOUNT_ID is the numeric id of an Instagram professional account',
  }),
  SOCIAL_SANDBOX_TIKTOK_CLIENT_KEY: required('SOCIAL_SANDBOX_TIKTOK_CLIENT_KEY').regex(/^\S+$/, {
    error: 'SOCIAL_SANDBOX_TIKTOK_CLIENT_KEY must not be empty nor have spaces',
  }),
  SOCIAL_SANDBOX_TIKTOK_CLIENT_SECRET: secret('SOCIAL_SANDBOX_TIKTOK_CLIENT_SECRET'),
});

/** The sandbox's options from the environment; what is missing or wrong, all at once. */
function optionsFromEnv(): SocialSandboxOptions {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Configuración inválida:\n${z.prettifyError(parsed.error)}`);
  const { data: env } = parsed;
  return {
    port: env.PORT,
    host: env.HOST,
    youtubeKey: env.SOCIAL_SANDBOX_YOUTUBE_KEY,
    instagramToken: env.SOCIAL_SANDBOX_INSTAGRAM_TOKEN,
    instagramAccountId: env.SOCIAL_SANDBOX_INSTAGRAM_ACCOUNT_ID,
    tiktokClientKey: env.SOCIAL_SANDBOX_TIKTOK_CLIENT_KEY,
    tiktokClientSecret: env.SOCIAL_SANDBOX_TIKTOK_CLIENT_SECRET,
    log: (line) => console.log(`[social-sandbox] ${line}`),
  };
}

try {
  const sandbox = await createSocialSandbox(optionsFromEnv());
  console.log(`Redes sociales de prueba escuchando en ${sandbox.url}`);
  console.log(`  YOUTUBE_API_URL=${sandbox.youtubeUrl}`);
  console.log(`  INSTAGRAM_GRAPH_URL=${sandbox.instagramUrl}`);
  console.log(`  TIKTOK_API_URL=${sandbox.tiktokUrl}`);
  console.log(`  Admin: ${sandbox.url}/_sandbox/accounts/{red}/{usuario}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
