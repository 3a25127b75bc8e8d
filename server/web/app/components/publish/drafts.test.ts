import { describe, expect, it } from 'vitest';
import { blankValues } from '../../../../../shared/announcement-form/values';
import { draftKey, draftOf, isWorthKeeping, newerDraft, type KeptDraft } from './drafts';

const draft = (savedAt: string, title = 'Clio'): KeptDraft => ({
  version: 1,
  step: 'details',
  values: { ...blankValues(), title },
  savedAt,
});

describe('kept drafts of the publishing form', () => {
  it('are read back only when they are drafts this version wrote', () => {
    const kept = draft('2026-11-27T08:00:00.000Z');
    expect(draftOf(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(draftOf({ ...kept, version: 2 })).toBeNull();
    expect(draftOf({ ...kept, savedAt: 'yesterday' })).toBeNull();
    expect(draftOf({ ...kept, values: { title: 'x' } })).toBeNull();
    expect(draftOf('text')).toBeNull();
    expect(draftOf(null)).toBeNull();
    // An unknown step opens the first one rather than nothing.
    expect(draftOf({ ...kept, step: 'elsewhere' })!.step).toBe('category');
  });

  it('take the newer of this device’s and the server’s copy', () => {
    const older = draft('2026-11-27T08:00:00.000Z', 'old');
    const newer = draft('2026-11-27T09:00:00.000Z', 'new');
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(null, older)).toBe(older);
    expect(newerDraft(null, null)).toBeNull();
  });

  it('are kept only when something was typed, one per member and per edited announcement', () => {
    expect(isWorthKeeping(blankValues())).toBe(false);
    expect(isWorthKeeping({ ...blankValues(), title: 'V' })).toBe(true);
    expect(draftKey('7')).not.toBe(draftKey('8'));
    expect(draftKey('7', '12')).not.toBe(draftKey('7'));
  });
});
