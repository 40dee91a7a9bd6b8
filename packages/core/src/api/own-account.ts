import { z } from 'zod';
import { emailSchema } from './email.ts';
import { passwordSchema } from './auth.ts';
import { singleLineTextSchema } from './text.ts';
import { localeSchema } from '../enums/locales.ts';
import { avatarUrlSchema } from './people.ts';

export const ownNameBodySchema = z.object({
  firstName: singleLineTextSchema(1, 100),
  lastName: singleLineTextSchema(1, 100),
});
export type OwnNameBody = z.infer<typeof ownNameBodySchema>;

/** The language the app speaks to you, also in the e-mail sent to you (notifications). */
export const ownLanguageBodySchema = z.object({ language: localeSchema });
export type OwnLanguageBody = z.infer<typeof ownLanguageBodySchema>;
/** PUT /api/me/avatar: your own picture (an uploaded one needs avatarUploadEnabled). */
export const ownAvatarBodySchema = z.object({ avatarUrl: avatarUrlSchema });
export type OwnAvatarBody = z.infer<typeof ownAvatarBodySchema>;

export const ownPasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
export type OwnPasswordBody = z.infer<typeof ownPasswordBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

export const passwordResetBodySchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const ownAccountMessageSchema = z.object({ message: z.string() });
