import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@afilia/contracts';

/** The actor the JWT strategy put on the request. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  return context.switchToHttp().getRequest<{ user: Actor }>().user;
});
