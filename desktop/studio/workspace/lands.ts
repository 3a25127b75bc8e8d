import type { Client } from '@urql/core';
import { canModerate, canOperate } from '../../../shared/domain/roles';
import { ServiceParamCode } from '../../../shared/domain/stores';
import { StudioAccessDocument, StudioLandsDocument } from '../../../shared/graphql/generated';
import type { LaunchType } from '../../../shared/site/launch';
import type { SitePlan } from '../../../shared/site/plans';
import { ApiError, NETWORK } from '../kernel';

/** Why a land of the user cannot be opened in the editor (spec §5: can_edit_sitebuild together with a plan). */
export type NoEditReason = 'noService' | 'noPermission' | 'noAccess';

/** A store or market of the user, as the land list shows it. */
export interface LandRow {
  id: string;
  name: string;
  slug: string;
  launchType: LaunchType;
  /** The plan the user edits it with (siteBuildAccess), null when they may not. */
  plan: SitePlan | null;
  /** Set when plan is null. */
  why: NoEditReason | null;
  /** The user owns it (a store's owners ask for its promotions). */
  owner: boolean;
}

/** A land chosen to be edited, with the plan the user edits it with (the shell opens the editor on it). */
export interface OpenLand {
  id: string;
  name: string;
  slug: string;
  launchType: LaunchType;
  plan: SitePlan;
}

/** The signed-in user and their lands. */
export interface Workspace {
  /**
   * `canModerate`: the moderation desk is offered; `canOperate`: the store requests (the server
   * checks each of their calls).
   */
  user: {
    id: string;
    name: string;
    canModerate: boolean;
    canOperate: boolean;
    /** The delivery providers the account works (DeliveryProvider accounts): its parcels screen is offered. */
    deliveryProviders: { id: string; name: string }[];
  };
  lands: LandRow[];
}

const SITE_BUILDER_CODES: readonly string[] = [ServiceParamCode.SITE_BUILDER_FULL, ServiceParamCode.SITE_BUILDER_BASIC];
const CAN_EDIT_SITEBUILD = 'can_edit_sitebuild';

/**
 * Why the server gave no plan for a land the user belongs to: the land has no site-builder
 * service, or the user lacks the permission; anything else (a rule the studio does not know)
 * is said in general terms.
 */
export function whyNotEditable(permissions: readonly string[], serviceParamCodes: readonly string[]): NoEditReason {
  if (!serviceParamCodes.some((code) => SITE_BUILDER_CODES.includes(code))) return 'noService';
  if (!permissions.includes(CAN_EDIT_SITEBUILD)) return 'noPermission';
  return 'noAccess';
}

/**
 * Loads the user (me), their stores (myStores) and markets (myMarkets), and each one's plan
 * (siteBuildAccess). Throws an ApiError (NETWORK when the server was not reached,
 * UNAUTHENTICATED when signed out).
 */
export async function loadWorkspace(client: Client): Promise<Workspace> {
  const result = await client.query(StudioLandsDocument, {}).toPromise();
  if (result.error) throw ApiError.fromCombined(result.error);
  const data = result.data;
  if (!data?.me) throw new ApiError('UNAUTHENTICATED');
  const permissions = data.me.permissions.map((permission) => permission.name);
  const owned = [
    ...data.myStores.map((store) => ({ ...store, launchType: 'STORE' as const })),
    ...data.myMarkets.map((market) => ({ ...market, users: [], launchType: 'MARKET' as const })),
  ];
  const lands = await Promise.all(
    owned.map(async (land): Promise<LandRow> => {
      const access = await client.query(StudioAccessDocument, { id: land.id, launchType: land.launchType }).toPromise();
      if (access.error && ApiError.fromCombined(access.error).isNetwork) throw new ApiError(NETWORK);
      const plan = access.data?.siteBuildAccess.plan ?? null;
      const codes = land.serviceParams.map((param) => param.code);
      return {
        id: land.id,
        name: land.name,
        slug: land.slug,
        launchType: land.launchType,
        plan,
        why: plan ? null : whyNotEditable(permissions, codes),
        owner: land.users.some((member) => member.user.id === data.me!.id && member.role === 'OWNER'),
      };
    }),
  );
  return {
    user: {
      id: data.me.id,
      name: data.me.displayName ?? data.me.username ?? data.me.id,
      canModerate: canModerate(data.me),
      canOperate: canOperate(data.me),
      deliveryProviders: data.myDeliveryProviders.map((provider) => ({ id: provider.id, name: provider.name })),
    },
    lands,
  };
}
