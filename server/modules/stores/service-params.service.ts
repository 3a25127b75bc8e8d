import { ErrorCode } from '../../../shared/domain/errors';
import { serviceParamFormSchema } from '../../../shared/domain/store-form';
import { validate } from '../../../shared/domain/validation';
import type { LaunchType } from '../../../shared/site/launch';
import type { Deps } from '../../deps';
import { formError } from '../users';
import { grantSiteBuilderToOwners, landServiceParams, type ServiceParamModel } from './lands';
import { marketNotFound, storeNotFound } from './store-access';

/** The land must exist: STORE/NOT_FOUND or MARKET/NOT_FOUND otherwise. */
async function assertLand(deps: Deps, launchType: LaunchType, landId: string): Promise<void> {
  const table = launchType === 'STORE' ? 'stores' : 'markets';
  const row = await deps.db.selectFrom(table).select('id').where('id', '=', landId).executeTakeFirst();
  if (!row) throw launchType === 'STORE' ? storeNotFound() : marketNotFound();
}

/**
 * Operators: sets a land's service param (a new value replaces the old one). Setting a
 * site-builder plan (site-builder-basic, site-builder-full) also gives the land's OWNER
 * members the can_edit_sitebuild permission, in the same transaction. Returns the land's params.
 */
export async function setServiceParam(
  deps: Deps,
  input: { launchType: LaunchType; landId: string; code: string; value: string | null },
): Promise<ServiceParamModel[]> {
  const code = input.code.trim();
  const value = input.value === null ? null : input.value.trim();
  const failures = validate(serviceParamFormSchema, { code, value });
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  await assertLand(deps, input.launchType, input.landId);
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('land_service_params')
      .values({ land_type: input.launchType, land_id: input.landId, code, value, created_at: deps.now() })
      .onConflict((oc) => oc.columns(['land_type', 'land_id', 'code']).doUpdateSet({ value }))
      .execute();
    await grantSiteBuilderToOwners(trx, input.launchType, input.landId);
    return (await landServiceParams(trx, input.launchType, [input.landId])).get(input.landId) ?? [];
  });
}

/** Operators: removes a land's service param (idempotent). Returns the land's params. */
export async function removeServiceParam(
  deps: Deps,
  input: { launchType: LaunchType; landId: string; code: string },
): Promise<ServiceParamModel[]> {
  await assertLand(deps, input.launchType, input.landId);
  await deps.db
    .deleteFrom('land_service_params')
    .where('land_type', '=', input.launchType)
    .where('land_id', '=', input.landId)
    .where('code', '=', input.code.trim())
    .execute();
  return (await landServiceParams(deps.db, input.launchType, [input.landId])).get(input.landId) ?? [];
}
