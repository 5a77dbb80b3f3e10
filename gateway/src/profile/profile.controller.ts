import { Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import {
  creatorProfileSchema,
  IdentityRequests,
  profileEditorSchema,
  saveProfileRequestSchema,
  syncNetworkRequestSchema,
  TrackingRequests,
  type Actor,
  type SaveProfile,
  type StatsNetwork,
} from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { PROFILE_IMAGE_FIELDS, saveWithImages } from '../shop/shop-images.js';
import type { ImageStorage } from '../uploads/image-storage.js';
import { IMAGE_STORAGE } from '../uploads/uploads.controller.js';

const TAG = 'Perfil del creador';

/** 'Mi Perfil' (seed 001 §2; issue 15 §4): the creator's own profile, its save and each network's sync. */
@Controller('creator/profile')
export class ProfileController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly logger: JsonLogger,
  ) {}

  @Get()
  @Operation({ access: CREATOR, tag: TAG, summary: 'El perfil del creador y sus resultados verificados', response: profileEditorSchema })
  async get(@CurrentActor() actor: Actor) {
    const profile = await this.services.request(IdentityRequests.getProfile, {}, actor);
    const results = await this.services.request(TrackingRequests.verifiedResults, { creatorId: profile.creatorId }, null);
    return { profile, results };
  }

  @Put()
  @Operation({ access: CREATOR, tag: TAG, summary: 'Guarda el perfil (rechaza una revisión vieja)', response: creatorProfileSchema })
  async save(@ValidBody(saveProfileRequestSchema) body: SaveProfile, @CurrentActor() actor: Actor) {
    const before = await this.services.request(IdentityRequests.getProfile, {}, actor);
    return saveWithImages(
      { storage: this.storage, logger: this.logger, userId: actor.userId, fields: PROFILE_IMAGE_FIELDS },
      before,
      body,
      () => this.services.request(IdentityRequests.saveProfile, body, actor),
    );
  }

  @Post('sync')
  @HttpCode(200)
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'Sincroniza las estadísticas de una red con su API oficial',
    response: creatorProfileSchema,
  })
  sync(@ValidBody(syncNetworkRequestSchema) body: { network: StatsNetwork; username: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.syncNetwork, body, actor);
  }
}
