import { describe, expect, it } from 'vitest';
import { accountTypesOf } from './account-types';

const member = (rolesPlain: string[]) => ({ rolesPlain, permissions: [] });

describe('the account types switcher', () => {
  it('offers User to every member', () => {
    expect(accountTypesOf(member([]))).toEqual(['User']);
    expect(accountTypesOf(member(['USER']))).toEqual(['User']);
  });

  it('adds Admin for moderators, admins and super admins', () => {
    expect(accountTypesOf(member(['MODERATOR']))).toEqual(['User', 'Admin']);
    expect(accountTypesOf(member(['ADMIN']))).toEqual(['User', 'Admin']);
    expect(accountTypesOf(member(['SUPER_ADMIN']))).toEqual(['User', 'Admin']);
  });

  it('does not make a permission holder an admin', () => {
    expect(accountTypesOf({ rolesPlain: [], permissions: [{ name: 'can_moderate' }] })).toEqual(['User']);
  });

  it('offers Store to members of a store, before Admin', () => {
    expect(accountTypesOf(member(['USER']), true)).toEqual(['User', 'Store']);
    expect(accountTypesOf(member(['ADMIN']), true)).toEqual(['User', 'Store', 'Admin']);
  });
});
