import { describe, expect, it } from 'vitest';
import { capabilitiesOf, editPlanFor, planAllows, planOf, SITE_CAPABILITIES } from './plans';

const user = (overrides: { roles?: string[]; permissions?: string[]; id?: string } = {}) => ({
  id: overrides.id ?? '7',
  rolesPlain: overrides.roles ?? [],
  permissions: (overrides.permissions ?? []).map((name) => ({ name })),
});
const land = (userIds: string[], codes: string[]) => ({ userIds, serviceParams: codes.map((code) => ({ code })) });

describe('site-builder plans (spec §4, §6)', () => {
  it('reads the plan from the service params: FULL wins over BASIC, else none', () => {
    expect(planOf([{ code: 'site-builder-full' }])).toBe('FULL');
    expect(planOf([{ code: 'site-builder-basic' }, { code: 'site-builder-full' }])).toBe('FULL');
    expect(planOf([{ code: 'delivery' }, { code: 'site-builder-basic' }])).toBe('BASIC');
    expect(planOf([{ code: 'delivery' }])).toBeNull();
    expect(planOf([])).toBeNull();
  });

  it('follows the capability table: BASIC edits content, FULL the structure too, import and export never', () => {
    const basic = ['editor', 'home', 'theme', 'props', 'publish', 'history', 'comment', 'inline-editing'];
    const fullOnly = ['pages', 'design', 'blocks', 'queries'];
    expect(capabilitiesOf('BASIC')).toEqual(basic);
    expect(capabilitiesOf('FULL')).toEqual([...basic, ...fullOnly]);
    expect(capabilitiesOf(null)).toEqual([]);
    for (const capability of SITE_CAPABILITIES) {
      expect(planAllows('FULL', capability)).toBe(capability !== 'import' && capability !== 'export');
      expect(planAllows('BASIC', capability)).toBe(basic.includes(capability));
      expect(planAllows(null, capability)).toBe(false);
    }
  });

  it('lets SUPER_ADMIN edit any land with FULL, listed or not, plan or not', () => {
    expect(editPlanFor(user({ roles: ['SUPER_ADMIN'] }), land([], []))).toBe('FULL');
    expect(editPlanFor(user({ roles: ['SUPER_ADMIN'] }), land(['7'], ['site-builder-basic']))).toBe('FULL');
  });

  it('needs can_edit_sitebuild, a place among the land’s users and a plan, all three', () => {
    const editor = user({ permissions: ['can_edit_sitebuild'] });
    expect(editPlanFor(editor, land(['7'], ['site-builder-full']))).toBe('FULL');
    expect(editPlanFor(editor, land(['3', '7'], ['site-builder-basic']))).toBe('BASIC');
    // Not listed.
    expect(editPlanFor(editor, land(['3'], ['site-builder-full']))).toBeNull();
    // Listed, no permission (an ADMIN role is not the permission either).
    expect(editPlanFor(user(), land(['7'], ['site-builder-full']))).toBeNull();
    expect(editPlanFor(user({ roles: ['ADMIN'] }), land(['7'], ['site-builder-full']))).toBeNull();
    // Listed with the permission, but the land has no plan.
    expect(editPlanFor(editor, land(['7'], []))).toBeNull();
  });
});
