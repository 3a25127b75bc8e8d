import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode } from '../../shared/domain/errors';
import { hasPermission, hasRole, MODERATOR_ROLES, Permission, type Role } from '../../shared/domain/roles';
import { translate } from '../../shared/i18n';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { Viewer } from '../modules/users';
import type { Context } from './context';
import { AppError } from '../core/errors';

/**
 * Who may call an operation. Every Query, Mutation and Subscription field declares one
 * with `allow(...)`, next to its resolver; a test walks the schema to prove none is missing.
 */
export type Requirement =
  | { kind: 'public' }
  /** Signed in; `anonymous` says whether an anonymous token is enough. */
  | { kind: 'signedIn'; anonymous: boolean }
  | { kind: 'role'; roles: readonly Role[] }
  | { kind: 'permission'; permission: Permission }
  /** Any one of several requirements (a moderator role, or the moderation permission). */
  | { kind: 'anyOf'; options: readonly Requirement[] };

export const anyone: Requirement = { kind: 'public' };
export const signedIn: Requirement = { kind: 'signedIn', anonymous: true };
export const member: Requirement = { kind: 'signedIn', anonymous: false };
export const role = (...roles: Role[]): Requirement => ({ kind: 'role', roles });
export const permission = (name: Permission): Requirement => ({ kind: 'permission', permission: name });
export const anyOf = (...options: Requirement[]): Requirement => ({ kind: 'anyOf', options });
/** Moderators, admins and holders of `can_moderate`: who validates and deletes others' announcements. */
export const moderator: Requirement = anyOf(role(...MODERATOR_ROLES), permission(Permission.CAN_MODERATE));

/** Decides a requirement for a caller; SUPER_ADMIN passes every role and permission check. */
export function satisfies(viewer: Viewer | null, requirement: Requirement): boolean {
  switch (requirement.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return viewer !== null && (requirement.anonymous || !viewer.isAnonymous);
    case 'role':
      return viewer !== null && requirement.roles.some((r) => hasRole(viewer, r));
    case 'permission':
      return viewer !== null && hasPermission(viewer, requirement.permission);
    case 'anyOf':
      return requirement.options.some((option) => satisfies(viewer, option));
  }
}

/** Throws the error a caller gets when a requirement is not met. */
export function assertAllowed(
  ctx: Pick<Context, 'viewer' | 'tokenProblem'> & { lang?: Locale },
  requirement: Requirement,
): void {
  if (satisfies(ctx.viewer, requirement)) return;
  const locale = ctx.lang ?? DEFAULT_LOCALE;
  if (!ctx.viewer) {
    const why = translate(locale, ctx.tokenProblem === 'expired' ? 'errors.sessionExpired' : 'errors.unauthenticated');
    throw new AppError(ErrorCode.UNAUTHENTICATED, why, ctx.tokenProblem ? { reason: ctx.tokenProblem } : {});
  }
  throw new AppError(ErrorCode.FORBIDDEN, translate(locale, 'errors.forbidden'));
}

type Resolve<P, A, R> = (parent: P, args: A, ctx: Context, info: GraphQLResolveInfo) => R;

/** A resolver that carries its requirement, so the permission matrix can be listed and tested. */
export type GuardedResolver<P, A, R> = Resolve<P, A, R> & { requirement: Requirement };

/** Wraps a root-field resolver with its requirement: the check runs before the resolver. */
export function allow<P, A, R>(requirement: Requirement, resolve: Resolve<P, A, R>): GuardedResolver<P, A, R> {
  const guarded = ((parent: P, args: A, ctx: Context, info: GraphQLResolveInfo) => {
    assertAllowed(ctx, requirement);
    return resolve(parent, args, ctx, info);
  }) as GuardedResolver<P, A, R>;
  guarded.requirement = requirement;
  return guarded;
}

/** The declared requirement of a resolver, if it was wrapped with `allow`. */
export function requirementOf(resolver: unknown): Requirement | undefined {
  if (typeof resolver === 'function' && 'requirement' in resolver) return resolver.requirement as Requirement;
  if (resolver && typeof resolver === 'object' && 'subscribe' in resolver) return requirementOf(resolver.subscribe);
  return undefined;
}
