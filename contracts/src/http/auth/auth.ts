import { z } from 'zod';
import { claimTokenField } from '../creators/claim.js';
import { SIGN_UP_ROLES } from '../../common/roles.js';
import { roleSchema } from '../../common/roles.js';
import { emailField, passwordField, personNameField } from '../../common/validation.js';
import { textField } from '../../common/text.js';
import { agencySchema, brandSchema, creatorSchema } from '../../entities/identity.js';

export const signUpRequestSchema = z.object({
  name: personNameField,
  email: emailField,
  password: passwordField,
  role: z.enum(SIGN_UP_ROLES, { error: 'Tipo de cuenta inválido' }),
  /** A brand's internal creator's claim link (decision 184): the account becomes that creator. */
  claimToken: claimTokenField.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailField,
  password: textField({ invalid: 'Contraseña inválida', typeError: 'Contraseña requerida' }).min(1, { error: 'Contraseña requerida' }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField });
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

/** The reset form: the same password rules plus a matching confirmation. */
export const newPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** `validate-reset-token`: without a new password it only checks the token (on page load). */
export const validateResetTokenSchema = z.object({
  token: textField({ invalid: 'Token no válido' }).min(1, { error: 'Token no válido' }).max(200, { error: 'Token no válido' }),
  newPassword: passwordField.optional(),
});
export type ValidateResetToken = z.infer<typeof validateResetTokenSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The signed-in person as every screen sees them. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  brands: z.array(brandSchema.pick({ id: true, name: true, logoUrl: true })),
  creator: creatorSchema.pick({ id: true, name: true, slug: true }).nullable(),
  agency: agencySchema.pick({ id: true, name: true }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  user: currentUserSchema,
  /** Texts the screen shows once after this sign-in, e.g. 'Perfil de marca creado automáticamente'. */
  notices: z.array(z.string()),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const PASSWORD_RESET_REQUESTED_MESSAGE = 'Si el email está registrado, te enviamos un link para restablecer tu contraseña.';
export const PASSWORD_UPDATED_MESSAGE = 'Contraseña actualizada exitosamente';
export const RESET_TOKEN_VALID_MESSAGE = 'Token válido';
/** A password among the 3,000 most common leaked ones (requirement 3): refused at sign-up and reset. */
export const COMMON_PASSWORD_MESSAGE = 'Esa contraseña es demasiado común. Elegí otra';
export const BRAND_AUTO_CREATED_NOTICE = 'Perfil de marca creado automáticamente';

/** Profile (generic settings): only the name is editable; the e-mail is read-only. */
export const updateProfileRequestSchema = z.object({ name: personNameField });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
