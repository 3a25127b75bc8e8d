import { text } from '../../core/errors';
import type { Updateable } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { normalizePhone } from '../../../shared/domain/phone';
import { profileSchema, schemaFor } from '../../../shared/domain/registration';
import { validate } from '../../../shared/domain/validation';
import type { Deps } from '../../deps';
import type { UsersTable } from './users.tables';
import { formError } from './form-errors';
import { checkRegion, inFieldOrder } from './registration.service';
import type { UserModel } from './users.mappers';
import { getUser } from './users.service';

/** `UserProfileInput`: an absent field stays as it is; a sent one is checked and saved. */
export interface ProfileInput {
  displayName?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  regionId?: string | null;
  phone?: string | null;
}

const FIELD_ORDER = Object.keys(profileSchema);

/** Trims text the way registration does; keeps absent (undefined) apart from emptied (null). */
function trimmed(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Updates the caller's own profile with the registration rules (the display name may be
 * emptied, the other fields may not). BAD_USER_INPUT with `fields` for refused values, or
 * CORE/WRONG_PHONE_FORMAT when only the phone's format is wrong.
 */
export async function updateProfile(deps: Deps, userId: string, input: ProfileInput): Promise<UserModel> {
  const values = {
    displayName: trimmed(input.displayName),
    gender: input.gender,
    birthDate: input.birthDate,
    regionId: trimmed(input.regionId),
    phone: trimmed(input.phone),
  };
  const failures = validate(schemaFor(profileSchema, values), values, { today: deps.now() });
  if (values.regionId !== undefined) failures.push(...(await checkRegion(deps, values.regionId, failures)));
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, inFieldOrder(failures, FIELD_ORDER));

  const patch: Updateable<UsersTable> = {};
  if (values.displayName !== undefined) patch.display_name = values.displayName || null;
  if (values.gender) patch.gender = values.gender;
  if (values.birthDate) patch.birth_date = values.birthDate;
  if (values.regionId) patch.region_id = Number(values.regionId);
  if (values.phone) patch.phone = normalizePhone(values.phone);
  if (Object.keys(patch).length > 0) {
    await deps.db
      .updateTable('users')
      .set({ ...patch, updated_at: deps.now() })
      .where('id', '=', userId)
      .execute();
  }
  return getUser(deps, userId, text('errors.userNotExist'));
}
