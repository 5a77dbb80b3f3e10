import { Controller, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthResponse, RequestDef } from '@afilia/contracts';
import type { z } from 'zod';
import { Handles } from './handles.js';

/** Builds the `<service>.health.check` handler: the service answers, and says whether its database does. */
export function healthController(service: string, def: RequestDef<string, z.ZodType, z.ZodType>): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @Handles(def)
    async check(): Promise<HealthResponse> {
      const database = await this.dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      return { service, ok: database, database };
    }
  }
  return HealthController;
}
