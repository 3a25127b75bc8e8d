import type { Config } from '../../config';

/** The portal page that validates an e-mail address (it calls `userEmailValidate`). */
export function validationLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/validate?token=${encodeURIComponent(token)}`;
}

/** The portal page where a new password is chosen (it calls `userPasswordResetConfirm`). */
export function passwordResetLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/reset_password_confirm?token=${encodeURIComponent(token)}`;
}
