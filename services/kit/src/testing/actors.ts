import { randomUUID } from 'node:crypto';
import type { Actor } from '@afilia/contracts';

/** Actors as the gateway attaches them from verified tokens, for calling a service directly. */
export function brandActor(brandId: string = randomUUID()): Actor {
  return { userId: randomUUID(), role: 'brand', brandIds: [brandId], creatorId: null, agencyId: null };
}

export function agencyActor(brandIds: string[]): Actor {
  return { userId: randomUUID(), role: 'agency', brandIds, creatorId: null, agencyId: randomUUID() };
}

export function creatorActor(creatorId: string = randomUUID()): Actor {
  return { userId: randomUUID(), role: 'creator', brandIds: [], creatorId, agencyId: null };
}

export function adminActor(): Actor {
  return { userId: randomUUID(), role: 'admin', brandIds: [], creatorId: null, agencyId: null };
}
