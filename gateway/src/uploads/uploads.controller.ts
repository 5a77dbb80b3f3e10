import { Controller, HttpCode, HttpException, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errorFor, IMAGE_MAX_BYTES, type Actor } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { SIGNED_IN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { detectImage } from './image-type.js';
import { reencodeImage } from './reencode.js';
import { uploadKey, type ImageStorage } from './image-storage.js';

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'];
/** The one route whose body is a file (the global prefix included). */
export const UPLOADS_ROUTE = '/api/v1/uploads/images';

const uploadedSchema = z.object({ url: z.string() });

/**
 * Image uploads (brand logos, shop logos and backgrounds): the body is the file itself, at most
 * 5 MB, and must be a PNG, JPEG or WebP by its bytes that decodes as one; what is stored is the
 * image encoded again (reencode.ts), under a key we make, beneath the uploader's id, so only its
 * uploader may use it where replacing it deletes it. 20 an hour per person.
 */
@Controller('uploads')
export class UploadsController {
  constructor(
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly logger: JsonLogger,
  ) {}

  @Post('images')
  @HttpCode(201)
  @RateLimit('image-upload')
  @Operation({
    access: SIGNED_IN,
    tag: 'Archivos',
    summary: 'Subir una imagen (PNG, JPEG o WebP, hasta 5 MB; el cuerpo es el archivo)',
    response: uploadedSchema,
    status: 201,
  })
  async image(@Req() request: FastifyRequest, @CurrentActor() actor: Actor) {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (bytes.length > IMAGE_MAX_BYTES) throw new HttpException(errorFor('PAYLOAD_TOO_LARGE', 'La imagen debe ser menor a 5MB'), 413);
    const type = detectImage(bytes);
    const image = type && (await reencodeImage(bytes, type));
    if (!type || !image) throw new HttpException(errorFor('VALIDATION_FAILED', 'Por favor selecciona una imagen'), 400);
    const url = await this.storage.put(uploadKey(actor.userId, randomUUID(), type.extension), image, type.mime);
    this.logger.info('upload.image', { bytes: bytes.length, stored: image.length, type: type.mime });
    return { url };
  }
}
