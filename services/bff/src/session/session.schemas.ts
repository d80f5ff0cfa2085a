import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { ROLES, UserOrganizationSchema, UserSchema } from '../users/user.schemas';

export const LoginBodySchema = component(
  'LoginBody',
  z.strictObject({
    username: z.string().trim().min(1).max(320).describe('The e-mail address'),
    password: z.string().min(1).max(1000),
  }),
);

export const LoginResponseSchema = component(
  'LoginResponse',
  z.object({ token: z.string(), expiresAtMs: z.number().int() }),
);

export const CurrentUserSchema = component(
  'CurrentUser',
  z.object({ user: UserSchema, organizations: z.array(UserOrganizationSchema) }),
);

export const SessionSchema = component(
  'Session',
  z.object({
    userId: z.number().int(),
    organizationId: z.number().int().describe('The organisation of the token (the user’s own)'),
    roles: z.array(z.enum(ROLES)),
    expiresAtMs: z.number().int(),
  }),
);

export const ControlSchema = component('Control', z.object({ status: z.literal('ok'), version: z.string() }));

export const PasswordResetBodySchema = component('PasswordResetBody', z.strictObject({ email: z.email().max(320) }));

export const PasswordTokenQuerySchema = z.object({ token: z.string().min(1).max(2000) });

export const ResetPasswordBodySchema = component(
  'ResetPasswordBody',
  z.strictObject({
    token: z.string().min(1).max(2000),
    password: z.string().min(1).max(1000),
    passwordConfirmation: z.string().min(1).max(1000),
  }),
);

export type LoginBody = z.output<typeof LoginBodySchema>;
export type SessionJson = z.output<typeof SessionSchema>;
export type CurrentUserJson = z.output<typeof CurrentUserSchema>;
export type PasswordResetBody = z.output<typeof PasswordResetBodySchema>;
export type PasswordTokenQuery = z.output<typeof PasswordTokenQuerySchema>;
export type ResetPasswordBody = z.output<typeof ResetPasswordBodySchema>;
