import { z } from "zod";
import { ROLES } from "#server/db/schema";

/**
 * The shapes of the account forms, parsed on the server with conform's zod
 * integration. Domain rules that need the database or the password policy (an
 * address already in use, a common password) are checked by the account service
 * and returned beside the same fields.
 */

const email = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .max(254, "Use at most 254 characters.")
  .pipe(z.email("Enter an e-mail address such as name@example.com."));

const password = (message: string) => z.string({ error: message }).max(1024, "Use at most 1,024 characters.");

export const signInSchema = z.object({
  email,
  password: password("Enter your password."),
  next: z.string().optional(),
});

export const secondFactorSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your app, or one of your recovery codes." })
    .trim()
    .max(40, "That is not a code we sent or your app shows."),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z.object({
  password: password("Choose a new password."),
});

export const acceptInvitationSchema = z.object({
  displayName: z.string({ error: "Enter your name as your team knows it." }).max(200, "Use at most 80 characters."),
  password: password("Choose a password."),
});

export const inviteSchema = z.object({
  email: z
    .string({ error: "Enter the e-mail address to invite." })
    .trim()
    .max(254, "Use at most 254 characters.")
    .pipe(z.email("Enter an e-mail address such as name@example.com.")),
  role: z.enum(ROLES, { error: "Choose a role." }),
});

export const roleSchema = z.object({ role: z.enum(ROLES, { error: "Choose a role." }) });

export const changePasswordSchema = z.object({
  current: password("Enter your current password."),
  next: password("Choose a new password."),
});

export const displayNameSchema = z.object({
  displayName: z.string({ error: "Enter your name as your team knows it." }).max(200, "Use at most 80 characters."),
});

export const confirmPasswordSchema = z.object({ password: password("Enter your current password.") });

export const enableTwoFactorSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code your app shows." })
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, "Enter the 6 digits your app shows now."),
});

export type SignInForm = z.input<typeof signInSchema>;
export type SecondFactorForm = z.input<typeof secondFactorSchema>;
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
export type NewPasswordForm = z.input<typeof newPasswordSchema>;
export type AcceptInvitationForm = z.input<typeof acceptInvitationSchema>;
export type InviteForm = z.input<typeof inviteSchema>;
export type RoleForm = z.input<typeof roleSchema>;
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
export type DisplayNameForm = z.input<typeof displayNameSchema>;
export type ConfirmPasswordForm = z.input<typeof confirmPasswordSchema>;
export type EnableTwoFactorForm = z.input<typeof enableTwoFactorSchema>;

/** Settings: "Require two-factor sign-in for everyone" (a checkbox: absent means off). */
export const requireTwoFactorSchema = z.object({ requireTwoFactor: z.boolean().optional() });

export type RequireTwoFactorForm = z.input<typeof requireTwoFactorSchema>;
