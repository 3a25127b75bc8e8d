import { ErrorCode } from '../../../shared/domain/errors';
import { registrationSchema, validateRegistration, type RegistrationValues } from '../../../shared/domain/registration';
import { normalizePhone } from '../../../shared/domain/phone';
import { Role } from '../../../shared/domain/roles';
import { failure, type RuleFailure } from '../../../shared/domain/validation';
import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError, isAppError, text } from '../../core/errors';
import { enforceRateLimits } from '../../core/rate-limit';
import { throttleAddress } from '../auth';
import { issueAccountToken } from './account-tokens.service';
import { assertAvailable, insertAccount, takenErrorFrom } from './accounts';
import { formError } from './form-errors';
import { hashPassword } from './password';
import { regionExists } from './regions';
import type { UserModel } from './users.mappers';
import { getUser } from './users.service';

/** `UserRegisterInput` as the resolver receives it: any field may be missing. */
export type RegisterInput = { [Field in keyof RegistrationValues]?: string | null };

const FIELD_ORDER = Object.keys(registrationSchema);

/** Puts failures found by separate checks back in the form's field order. */
export function inFieldOrder(failures: RuleFailure[], order: readonly string[] = FIELD_ORDER): RuleFailure[] {
  return [...failures].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * Checks the region when its own rules passed: the id must name a region of the geo domain.
 * Returns the failure to add, if any.
 */
export async function checkRegion(deps: Deps, regionId: unknown, failures: RuleFailure[]): Promise<RuleFailure[]> {
  if (typeof regionId !== 'string' || regionId === '' || failures.some((f) => f.field === 'regionId')) return [];
  return (await regionExists(deps.db, regionId)) ? [] : [failure('regionId', 'exists')];
}

/**
 * Registers an account: checks the spec's rules, refuses a taken username or address, and
 * creates the account (role USER, not validated) together with its validation e-mail in one
 * transaction. It does not sign in: the client then calls POST /login.
 *
 * Attempts that pass the field rules are rate limited per client address (`ip`):
 * REGISTER/MAX_ATTEMPT with the seconds to wait. They are counted before the username and e-mail
 * are checked, so the form cannot be used to test which addresses have an account either.
 */
export async function registerUser(deps: Deps, input: RegisterInput, locale: Locale, ip: string): Promise<UserModel> {
  const values = {
    email: input.email?.trim() ?? null,
    username: input.username?.trim() ?? null,
    password: input.password ?? null,
    passwordConfirmation: input.passwordConfirmation ?? null,
    gender: input.gender ?? null,
    birthDate: input.birthDate ?? null,
    regionId: input.regionId?.trim() ?? null,
    phone: input.phone?.trim() ?? null,
  };
  const failures = validateRegistration(values as Partial<RegistrationValues>, deps.now());
  failures.push(...(await checkRegion(deps, values.regionId, failures)));
  if (failures.length > 0) throw formError(ErrorCode.REGISTER_FORM_VALIDATION_ERROR, inFieldOrder(failures));

  await enforceRateLimits(deps, [{ limit: 'registrationAddress', subject: throttleAddress(ip) }], (seconds) => {
    return new AppError(ErrorCode.REGISTER_MAX_ATTEMPT, text('errors.registerMaxAttempt', { seconds }), { seconds });
  });

  const account = values as RegistrationValues;
  try {
    await assertAvailable(deps.db, account);
    const passwordHash = await hashPassword(account.password);
    const user = await deps.db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, {
        username: account.username,
        email: account.email,
        passwordHash,
        isValidated: false,
        gender: account.gender,
        birthDate: account.birthDate,
        regionId: Number(account.regionId),
        phone: normalizePhone(account.phone),
        roles: [Role.USER],
      });
      const token = await issueAccountToken(deps, trx, id, 'email_validation');
      await deps.events.record(trx, {
        type: 'account.registered',
        actorId: id,
        payload: { userId: id, username: account.username, email: account.email, locale, validationToken: token },
      });
      return getUser(deps, id, text('errors.userNotExist'), trx);
    });
    return user;
  } catch (error) {
    if (isAppError(error)) throw error;
    const taken = takenErrorFrom(error);
    if (taken) throw taken;
    deps.log.error({ err: error }, 'registration failed');
    throw new AppError(ErrorCode.REGISTER_UNKNOWN_ERROR, text('errors.registerUnknown'));
  }
}
