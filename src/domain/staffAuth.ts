import { z } from 'zod';

/** A staff password: long enough that guessing it online is hopeless (the lockout does the rest). */
export const PASSWORD_MIN_LENGTH = 12;
/** scrypt reads all of it; a cap keeps a huge "password" from costing the server memory and time. */
export const PASSWORD_MAX_LENGTH = 1024;

export const staffEmailSchema = z
  .email('Enter a valid email address')
  .max(254)
  .transform((e) => e.trim().toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password can be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The log-in form. The password is not checked for length here: a wrong one is just wrong. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type Login = z.infer<typeof loginSchema>;
