import { z } from 'zod';
import { loadEnv, secretSetting, serviceEnvSchema, signingKeySetting } from '@afilia/service-kit';

export const catalogueEnvSchema = serviceEnvSchema.extend({
  /** Encrypts store tokens at rest and signs OAuth states; 32+ characters. */
  CATALOGUE_SECRET: secretSetting('CATALOGUE_SECRET'),
  /** The address people use: the OAuth redirect and the webhook URLs are built from it. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * The Tiendanube app. Its client secret verifies every webhook, so it has no default: with the
   * local sandbox store the launcher makes one per install and gives it to both.
   */
  TIENDANUBE_APP_ID: z.string().default('afilia-sandbox'),
  TIENDANUBE_CLIENT_SECRET: secretSetting('TIENDANUBE_CLIENT_SECRET', 16),
  /** Where the install/consent page and the token exchange live. */
  TIENDANUBE_AUTH_URL: z.url().default('https://www.tiendanube.com'),
  /** The REST API base, up to the version segment. */
  TIENDANUBE_API_URL: z.url().default('https://api.tiendanube.com/v1'),
  /** True when the URLs above point at the local sandbox: the UI labels the store 'Tienda de prueba'. */
  TIENDANUBE_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TIENDANUBE_USER_AGENT: z.string().default('Afilia (soporte@afilia.app)'),
  /**
   * The id the Partner Portal gave the app's storefront script (tracking's /storefront/script.js):
   * associated with each store on connection. Unset, no script is installed.
   */
  TIENDANUBE_SCRIPT_ID: z.coerce.number().int().positive().optional(),
  /** It asks identity for the brands' names a creator's list of codes shows. */
  SIGNING_KEY: signingKeySetting(),
});
export type CatalogueEnv = z.infer<typeof catalogueEnvSchema>;

export const CATALOGUE_ENV = Symbol('CATALOGUE_ENV');

export function loadCatalogueEnv(source: NodeJS.ProcessEnv = process.env): CatalogueEnv {
  return loadEnv(catalogueEnvSchema, source);
}
