/**
 * The users module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { assertAvailable, insertAccount, setSuspended, takenErrorFrom } from './accounts';
export { sendValidationEmail, validateEmail } from './email-validation.service';
export { fieldErrors, formError } from './form-errors';
export { touchLastSeen } from './last-seen';
export { decoyPasswordHash, hashPassword, verifyPassword } from './password';
export { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
export { updateProfile } from './profile.service';
export { registerUser } from './registration.service';
export { changeGrant } from './roles.service';
export { type UserModel } from './users.mappers';
export { findUser, findUsers } from './users.service';
export { type Timestamp, type UserTables } from './users.tables';
export { type Viewer, loadViewer } from './viewer';
