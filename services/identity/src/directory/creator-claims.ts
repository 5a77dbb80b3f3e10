import type { EntityManager } from 'typeorm';
import { CLAIM_TEXTS, CLAIM_TOKEN_BYTES, CLAIM_TOKEN_TTL_DAYS, IdentityEvents, type ClaimInfo } from '@afilia/contracts';
import { DomainError, seal, type Outbox } from '@afilia/service-kit';
import { randomSecret, sha256 } from '../auth/secrets.js';

const DAY_MS = 86_400_000;

interface ClaimRow {
  id: string;
  creator_id: string;
  email: string;
  creator_name: string;
  brand_name: string;
}

/**
 * Sends an internal creator's e-mail its claim link (decision 184), in the caller's transaction:
 * the secret is kept only hashed, and the link leaves sealed for notifications, like the reset link.
 */
export async function offerClaim(
  manager: EntityManager,
  outbox: Outbox,
  sealFor: string,
  claim: { creatorId: string; brandId: string; email: string; creatorName: string; brandName: string; origin: string },
): Promise<void> {
  const token = randomSecret(CLAIM_TOKEN_BYTES);
  const expiresAt = new Date(Date.now() + CLAIM_TOKEN_TTL_DAYS * DAY_MS);
  await manager.query(
    `INSERT INTO "identity"."creator_claims" ("creator_id", "email", "token_hash", "expires_at") VALUES ($1, $2, $3, $4)`,
    [claim.creatorId, claim.email, sha256(token), expiresAt],
  );
  const url = new URL('/auth', claim.origin);
  url.searchParams.set('claim', token);
  await outbox.add(manager, IdentityEvents.creatorClaimOffered, {
    creatorId: claim.creatorId,
    brandId: claim.brandId,
    email: claim.email,
    creatorName: claim.creatorName,
    brandName: claim.brandName,
    sealedClaimUrl: seal(sealFor, url.toString()),
    expiresAt: expiresAt.toISOString(),
  });
}

/** A claim link that can still be used: unused, in time, its creator still without a user. */
async function usableClaim(manager: EntityManager, token: string, lock: boolean): Promise<ClaimRow | undefined> {
  const [row]: ClaimRow[] = await manager.query(
    `SELECT k."id", k."creator_id", k."email", c."name" AS "creator_name", coalesce(b."name", '') AS "brand_name"
       FROM "identity"."creator_claims" k
       JOIN "identity"."creators" c ON c."id" = k."creator_id"
       LEFT JOIN "identity"."brands" b ON b."id" = c."brand_owner_id"
      WHERE k."token_hash" = $1 AND k."used_at" IS NULL AND k."expires_at" > now() AND c."user_id" IS NULL
      ${lock ? 'FOR UPDATE OF k, c' : ''}`,
    [sha256(token)],
  );
  return row;
}

/** What the sign-up page shows of a claim link. */
export async function claimInfo(manager: EntityManager, token: string): Promise<ClaimInfo> {
  const row = await usableClaim(manager, token, false);
  if (!row) throw new DomainError('NOT_FOUND', CLAIM_TEXTS.invalid, 'claimToken');
  return { creatorName: row.creator_name, brandName: row.brand_name, email: row.email };
}

/**
 * Makes the new user the claimed creator, in the sign-up's transaction, before its role records
 * are made (so no second creator is): only a creator account, with the e-mail the link went to.
 */
export async function bindClaim(manager: EntityManager, token: string, user: { id: string; email: string; role: string }): Promise<void> {
  const row = await usableClaim(manager, token, true);
  if (!row) throw new DomainError('VALIDATION_FAILED', CLAIM_TEXTS.invalid, 'claimToken');
  if (user.role !== 'creator') throw new DomainError('VALIDATION_FAILED', CLAIM_TEXTS.creatorOnly, 'role');
  if (row.email !== user.email) throw new DomainError('VALIDATION_FAILED', CLAIM_TEXTS.emailMismatch, 'email');
  await manager.query(`UPDATE "identity"."creators" SET "user_id" = $2 WHERE "id" = $1`, [row.creator_id, user.id]);
  await manager.query(`UPDATE "identity"."creator_claims" SET "used_at" = now() WHERE "creator_id" = $1 AND "used_at" IS NULL`, [
    row.creator_id,
  ]);
}
