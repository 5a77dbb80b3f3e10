import type { Role } from '@afilia/contracts';

/**
 * How far a role reaches on a route: only its own tenant's rows (a brand's own brand, an agency's
 * linked brands, a creator's own profile and links), or anyone's (the admin; a creator reading
 * the campaigns open to every creator). A role a route's access does not name is refused.
 */
export type Reach = 'own' | 'any';

/**
 * A route's authorisation policy, declared beside it in @Operation: each role's reach, and
 * whether a visitor without a token may call it. The services enforce it (the gateway only
 * checks the token); the authorisation matrix test reads it from the OpenAPI document
 * (`x-access`) and proves every role on its own and on another tenant's rows.
 */
export type Access = Readonly<Partial<Record<Role, Reach>>> & { readonly anonymous?: true };

/** Anyone, with or without a token: sign-in, public pages, webhooks (checked by signature). */
export const ANYONE: Access = { anonymous: true, creator: 'any', brand: 'any', agency: 'any', admin: 'any' };

/** Every signed-in person, on what is their own (their account, their notifications). */
export const SIGNED_IN: Access = { creator: 'own', brand: 'own', agency: 'own', admin: 'own' };

/**
 * The brand side: the brand's owner and its linked agencies on that brand's rows; the admin on
 * any brand's, naming it (the services' brandScope: operators act for a brand that asks for help).
 */
export const BRAND_SIDE: Access = { brand: 'own', agency: 'own', admin: 'any' };

/** A creator, on its own profile, links and earnings. */
export const CREATOR: Access = { creator: 'own' };

/** The platform's operators. */
export const ADMIN: Access = { admin: 'any' };
