import { Permission, Role, type PermissionSubject } from '../domain/roles';
import { ServiceParamCode } from '../domain/stores';

/** The site-builder plans (spec §4 "Plan"). */
export type SitePlan = 'BASIC' | 'FULL';

/** The editor's capabilities (spec §6 capability table). */
export const SITE_CAPABILITIES = [
  'editor',
  'home',
  'theme',
  'props',
  'publish',
  'history',
  'comment',
  'inline-editing',
  'pages',
  'design',
  'blocks',
  'queries',
  'import',
  'export',
] as const;
export type SiteCapability = (typeof SITE_CAPABILITIES)[number];

/** Which plan allows what: pages, design, blocks and queries only on FULL; import and export never. */
const CAPABILITY_TABLE: Record<SiteCapability, Record<SitePlan, boolean>> = {
  editor: { BASIC: true, FULL: true },
  home: { BASIC: true, FULL: true },
  theme: { BASIC: true, FULL: true },
  props: { BASIC: true, FULL: true },
  publish: { BASIC: true, FULL: true },
  history: { BASIC: true, FULL: true },
  comment: { BASIC: true, FULL: true },
  'inline-editing': { BASIC: true, FULL: true },
  pages: { BASIC: false, FULL: true },
  design: { BASIC: false, FULL: true },
  blocks: { BASIC: false, FULL: true },
  queries: { BASIC: false, FULL: true },
  import: { BASIC: false, FULL: false },
  export: { BASIC: false, FULL: false },
};

/** True when the plan allows the capability. */
export function planAllows(plan: SitePlan | null, capability: SiteCapability): boolean {
  return plan !== null && CAPABILITY_TABLE[capability][plan];
}

/** The capabilities a plan allows, in the table's order. */
export function capabilitiesOf(plan: SitePlan | null): SiteCapability[] {
  return SITE_CAPABILITIES.filter((capability) => planAllows(plan, capability));
}

/** A land's plan from its service params: FULL with site-builder-full, else BASIC with site-builder-basic, else none. */
export function planOf(serviceParams: readonly { code: string }[]): SitePlan | null {
  if (serviceParams.some((param) => param.code === ServiceParamCode.SITE_BUILDER_FULL)) return 'FULL';
  if (serviceParams.some((param) => param.code === ServiceParamCode.SITE_BUILDER_BASIC)) return 'BASIC';
  return null;
}

/** What deciding edit access needs to know of a land. */
export interface EditableLand {
  userIds: readonly string[];
  serviceParams: readonly { code: string }[];
}

/**
 * The plan a user edits a land's site with, or null when they may not (spec §5, §6): SUPER_ADMIN
 * always may, with FULL; others need the can_edit_sitebuild permission, to be listed in the
 * land's users, and the land to have a plan.
 */
export function editPlanFor(user: PermissionSubject & { id: string }, land: EditableLand): SitePlan | null {
  if (user.rolesPlain.includes(Role.SUPER_ADMIN)) return 'FULL';
  const allowed = user.permissions.some((p) => p.name === Permission.CAN_EDIT_SITEBUILD);
  if (!allowed || !land.userIds.includes(user.id)) return null;
  return planOf(land.serviceParams);
}
