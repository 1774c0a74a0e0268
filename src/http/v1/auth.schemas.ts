import { z } from 'zod';

export const requestCodeBody = z.object({ email: z.string().max(320) }).meta({ id: 'RequestCode' });
export const requestCodeResponse = z.object({ sent: z.literal(true) });

export const verifyCodeBody = z
  .object({ email: z.string().max(320), code: z.string().regex(/^\d{6}$/, 'must be 6 digits') })
  .meta({ id: 'VerifyCode' });

export const roleSchema = z.enum(['owner', 'member']);
export const planSchema = z.enum(['free', 'premium']);

export const userSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: roleSchema });

export const verifyCodeResponse = z.object({
  token: z.string().describe('Session token (gss_...), used as a bearer token like an API key.'),
  user: userSchema,
  workspace: z.object({ id: z.string(), name: z.string(), domain: z.string(), plan: planSchema }),
  role: roleSchema,
});
