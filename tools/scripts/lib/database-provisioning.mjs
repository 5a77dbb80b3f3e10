// What the provisioning step (provision-databases.mjs) reads from its environment, kept apart
// from the script so the manifests test can check that compose and Kubernetes give it enough.

/**
 * The variable holding a service's database password: IDENTITY_DATABASE_PASSWORD for identity.
 * tools/manifests derives the same names for the manifests; its test checks the two agree.
 */
export function databasePasswordKey(service) {
  return `${service.toUpperCase()}_DATABASE_PASSWORD`;
}

// The password reaches each service inside its DATABASE_URL as written (compose and Kubernetes
// build the URL by substitution), so only characters a URL carries unescaped are accepted.
const URL_SAFE_PASSWORD = /^[A-Za-z0-9._~-]{32,}$/;

/**
 * The administrator's URL and each service's password, or an error listing every problem at once.
 * @param {Record<string, string | undefined>} env
 * @param {readonly string[]} services
 * @returns {{ adminUrl: string, passwords: Record<string, string> }}
 */
export function provisioningInputs(env, services) {
  const problems = [];
  const adminUrl = env.DATABASE_ADMIN_URL;
  if (!adminUrl) problems.push("DATABASE_ADMIN_URL is required: the administrator's URL, which creates the roles");
  const passwords = {};
  for (const service of services) {
    const key = databasePasswordKey(service);
    const password = env[key];
    if (!password) problems.push(`${key} is required (a secret has no default)`);
    else if (!URL_SAFE_PASSWORD.test(password))
      problems.push(`${key} must be 32+ letters, digits, '-', '_', '.' or '~' (it goes into a URL as is)`);
    else passwords[service] = password;
  }
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { adminUrl, passwords };
}

// Postgres not up yet, or the image's first-boot server stopping: worth another try. A refused
// password or a failed statement is not.
const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '57P01', '57P03']);

/** @param {unknown} error */
export function isTransient(error) {
  const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {});
  return TRANSIENT_CODES.has(code ?? '') || /Connection terminated/.test(message ?? '');
}

/**
 * Runs `attempt` until it succeeds, retrying transient failures every `delayMs` until `deadlineMs`.
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {{ delayMs: number, deadlineMs: number, retrying: (error: unknown) => void }} options
 * @returns {Promise<T>}
 */
export async function retryTransient(attempt, { delayMs, deadlineMs, retrying }) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error) || Date.now() + delayMs > deadline) throw error;
      retrying(error);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
