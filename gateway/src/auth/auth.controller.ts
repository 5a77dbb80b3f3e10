import { Controller, Get, HttpCode, Inject, Patch, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authResponseSchema,
  currentUserSchema,
  errorFor,
  IdentityRequests,
  messageResponseSchema,
  requestPasswordResetSchema,
  confirmTwoFactorRequestSchema,
  disableTwoFactorRequestSchema,
  recoveryCodesSchema,
  renewRecoveryCodesRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  totpEnrollmentSchema,
  twoFactorSessionSchema,
  twoFactorStatusSchema,
  verifyTwoFactorRequestSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
  validateResetTokenSchema,
  type Actor,
  type AuthResponse,
  type IssuedSession,
  type RequestPasswordReset,
  type SessionEnd,
  type SignInRequest,
  type SignUpRequest,
  type ValidateResetToken,
  type VerifyTwoFactorRequest,
  type TwoFactorSession,
} from '@afilia/contracts';
import { z } from 'zod';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ANYONE, SIGNED_IN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { ServiceClient, ServiceError } from '../bus/service-client.js';
import { CurrentActor } from './current-actor.decorator.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { markKnownDevice } from './device-cookie.js';
import { CurrentUserCache } from './current-user-cache.js';
import { SessionRevocations } from './session-revocations.js';

const TAG = 'Autenticación';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly users: CurrentUserCache,
    private readonly revocations: SessionRevocations,
  ) {}

  @Post('sign-up')
  @HttpCode(201)
  @RateLimit('sign-up')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Crear cuenta (marca, creador o agencia; 5 por minuto por IP)',
    response: authResponseSchema,
    status: 201,
  })
  async signUp(@ValidBody(signUpRequestSchema) body: SignUpRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.open(reply, await this.services.request(IdentityRequests.signUp, body, null));
  }

  @Post('sign-in')
  @HttpCode(200)
  @RateLimit('sign-in', 'sign-in-email')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Iniciar sesión (5 intentos por minuto por IP); si la cuenta usa verificación en dos pasos, pide el código',
    response: signInResponseSchema,
  })
  async signIn(@ValidBody(signInRequestSchema) body: SignInRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.services.request(IdentityRequests.signIn, body, null);
    if ('twoFactor' in outcome) return outcome;
    return this.open(reply, outcome);
  }

  @Post('two-factor/verify')
  @HttpCode(200)
  @RateLimit('two-factor')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Segundo paso del ingreso: el código de la app o uno de recuperación (10 por minuto por IP)',
    response: twoFactorSessionSchema,
  })
  async verifyTwoFactor(
    @ValidBody(verifyTwoFactorRequestSchema) body: VerifyTwoFactorRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.services.request(IdentityRequests.verifyTwoFactor, body, null);
    const opened: TwoFactorSession = this.open(reply, session);
    return session.recoveryCodes ? { ...opened, recoveryCodes: session.recoveryCodes } : opened;
  }

  @Get('two-factor')
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Estado de la verificación en dos pasos', response: twoFactorStatusSchema })
  twoFactorStatus(@CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.twoFactorStatus, {}, actor);
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Empezar a configurar la app de autenticación (clave y código QR)',
    response: totpEnrollmentSchema,
  })
  startTwoFactor(@CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.startTwoFactor, {}, actor);
  }

  @Post('two-factor/confirm')
  @HttpCode(200)
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Activar la verificación en dos pasos con el primer código; devuelve los códigos de recuperación',
    response: recoveryCodesSchema,
  })
  confirmTwoFactor(@ValidBody(confirmTwoFactorRequestSchema) body: { code: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.confirmTwoFactor, body, actor);
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Desactivar la verificación en dos pasos (contraseña y código; no para administradores)',
    response: twoFactorStatusSchema,
  })
  disableTwoFactor(@ValidBody(disableTwoFactorRequestSchema) body: { password: string; code: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.disableTwoFactor, body, actor);
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Generar códigos de recuperación nuevos (los anteriores dejan de servir)',
    response: recoveryCodesSchema,
  })
  renewRecoveryCodes(@ValidBody(renewRecoveryCodesRequestSchema) body: { code: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.renewRecoveryCodes, body, actor);
  }

  @Post('refresh')
  @HttpCode(200)
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Renovar el token de acceso con la cookie de sesión (rota la cookie)',
    response: authResponseSchema,
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = readRefreshCookie(request);
    if (!token) throw new UnauthorizedException(errorFor('UNAUTHENTICATED'));
    try {
      const outcome = await this.services.request(IdentityRequests.refresh, { refreshToken: token }, null);
      if ('ended' in outcome) {
        // A spent token presented again: somebody holds a copy, and the person's sessions ended.
        this.ended(outcome.ended);
        throw new ServiceError(errorFor('SESSION_EXPIRED'));
      }
      return this.open(reply, outcome, false);
    } catch (error) {
      clearRefreshCookie(reply, this.env.COOKIE_SECURE);
      throw error;
    }
  }

  @Post('sign-out')
  @HttpCode(200)
  @Operation({ access: ANYONE, tag: TAG, summary: 'Cerrar sesión: revoca la sesión y borra la cookie', response: messageResponseSchema })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = readRefreshCookie(request);
    clearRefreshCookie(reply, this.env.COOKIE_SECURE);
    if (!token) return { message: 'Sesión cerrada' };
    const { message, ended } = await this.services.request(IdentityRequests.signOut, { refreshToken: token }, null);
    this.ended(ended);
    return { message };
  }

  @Get('me')
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Usuario actual', response: currentUserSchema })
  async me(@CurrentActor() actor: Actor) {
    const cached = this.users.get(actor.userId);
    if (cached) return cached;
    const mark = this.users.mark();
    const user = await this.services.request(IdentityRequests.currentUser, {}, actor);
    this.users.set(user, mark);
    return user;
  }

  @Patch('me')
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Editar el perfil (solo el nombre; el email no cambia)', response: currentUserSchema })
  async updateMe(@ValidBody(updateProfileRequestSchema) body: { name: string }, @CurrentActor() actor: Actor) {
    const user = await this.services.request(IdentityRequests.updateProfile, body, actor);
    this.users.dropUser(actor.userId);
    return user;
  }

  @Post('request-password-reset')
  @HttpCode(200)
  @RateLimit('password-reset')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Pedir un link para restablecer la contraseña (misma respuesta exista o no el email)',
    response: messageResponseSchema,
  })
  requestPasswordReset(@ValidBody(requestPasswordResetSchema) body: RequestPasswordReset) {
    return this.services.request(IdentityRequests.requestPasswordReset, { email: body.email, origin: this.env.PUBLIC_URL }, null);
  }

  @Post('validate-reset-token')
  @HttpCode(200)
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Comprobar un token de restablecimiento; con newPassword, cambia la contraseña',
    response: messageResponseSchema,
  })
  async validateResetToken(@ValidBody(validateResetTokenSchema) body: ValidateResetToken) {
    const { message, ended } = await this.services.request(IdentityRequests.validateResetToken, body, null);
    this.ended(ended);
    return { message };
  }

  /** Sessions this request ended stop here before it answers; the event tells the other replicas. */
  private ended(end: SessionEnd | null): void {
    if (end) this.revocations.record(end.userId, Date.parse(end.endedAt));
  }

  /**
   * The refresh token goes to the cookie; the body carries only what the page may hold. A
   * session opened by signing in marks the browser as one that knows the account
   * (auth/device-cookie.ts), and drops the cached user, as signing in may have given a brand
   * user its brand record.
   */
  private open(reply: FastifyReply, session: IssuedSession, signedIn = true): AuthResponse {
    setRefreshCookie(reply, session.refreshToken, this.env.COOKIE_SECURE);
    if (signedIn) {
      markKnownDevice(reply, this.env.JWT_SECRET, session.user.email, this.env.COOKIE_SECURE);
      this.users.dropUser(session.user.id);
    }
    return authResponseSchema.parse({
      accessToken: session.accessToken,
      expiresIn: session.expiresIn,
      user: session.user,
      notices: session.notices,
    } satisfies z.input<typeof authResponseSchema>);
  }
}
