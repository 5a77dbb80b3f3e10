import { Injectable, RequestMethod } from '@nestjs/common';
import type { z } from 'zod';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC, OPERATION, type OperationMeta } from '../http/operation.decorator.js';
import { BODY_SCHEMA } from '../http/valid-body.decorator.js';
import { QUERY_SCHEMA } from '../http/params.js';
import type { DiscoveredRoute } from './openapi.js';

const GLOBAL_PREFIX = '/api/v1';
const UNPREFIXED = new Set(['health', 'api/docs', 'webhooks']);

/** Reads every HTTP route Nest knows, with its @Operation (what it takes, answers, and who may call it). */
@Injectable()
export class RouteDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  routes(): DiscoveredRoute[] {
    const routes: DiscoveredRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || !wrapper.metatype) continue;
      const controllerPath = String(this.reflector.get<string>(PATH_METADATA, wrapper.metatype) ?? '').replace(/^\/|\/$/g, '');
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const methodPath = this.reflector.get<string | undefined>(PATH_METADATA, handler);
        if (methodPath === undefined) continue;
        const method = this.reflector.get<RequestMethod>(METHOD_METADATA, handler);
        const prefix = UNPREFIXED.has(controllerPath) ? '' : GLOBAL_PREFIX;
        const path = [prefix, controllerPath, String(methodPath).replace(/^\/|\/$/g, '')].filter(Boolean).join('/').replace(/\/+/g, '/');
        const operation = this.reflector.get<OperationMeta | undefined>(OPERATION, handler);
        const body = this.reflector.get<z.ZodType | undefined>(BODY_SCHEMA, handler);
        const query = this.reflector.get<z.ZodType | undefined>(QUERY_SCHEMA, handler);
        routes.push({
          method,
          path: path.startsWith('/') ? path : `/${path}`,
          isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, wrapper.metatype])),
          operation: operation && { ...operation, ...(body ? { body } : {}), ...(query ? { query } : {}) },
          handler: `${wrapper.name}.${name}`,
        });
      }
    }
    return routes;
  }

  /**
   * Every HTTP route must say what it takes and answers (@Operation): the OpenAPI document and
   * the contract tests rely on it. Called at boot, so an undocumented route stops the gateway.
   */
  assertDocumented(): void {
    const missing = this.routes().filter((r) => !r.operation);
    if (missing.length) throw new Error(`Routes without @Operation: ${missing.map((r) => r.handler).join(', ')}`);
  }
}
