import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, PixelStatus } from '@afilia/contracts';
import { canActOnBrand, DomainError } from '@afilia/service-kit';

/**
 * The brand's conversion pixels (seed 002 §3). Creating, verifying and receiving them is the
 * conversions issue's; today tracking answers whether the brand has one active and seen.
 */
@Injectable()
export class PixelsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async status(actor: Actor, brandId: string): Promise<PixelStatus> {
    if (!canActOnBrand(actor, brandId)) throw new DomainError('FORBIDDEN');
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1 AND "is_active") AS "active",
              EXISTS (SELECT 1 FROM "tracking"."tracking_pixel_events" e JOIN "tracking"."tracking_pixels" p ON p."id" = e."pixel_id"
                       WHERE e."brand_id" = $1 AND p."is_active") AS "installed"`,
      [brandId],
    );
    return { active: row.active, installed: row.installed };
  }
}
