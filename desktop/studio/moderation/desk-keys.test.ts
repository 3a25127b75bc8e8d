import { describe, expect, it } from 'vitest';
import { MODERATOR_DELETE_REASONS } from '../../../shared/domain/announcements';
import { deleteReasonsFor } from '../../../shared/domain/moderation';
import { deskCommand } from './desk-keys';

const idle = { opened: false, picker: null, busy: false } as const;
const opened = { opened: true, picker: null, busy: false } as const;

describe('the moderation desk keys', () => {
  it('N opens the next announcement; nothing else does while none is open', () => {
    expect(deskCommand('KeyN', idle)).toEqual({ kind: 'takeNext' });
    for (const code of ['KeyP', 'KeyR', 'KeyD', 'KeyS', 'Escape', 'Digit1']) expect(deskCommand(code, idle)).toBeNull();
  });

  it('P publishes, R and D ask for a reason, S skips, Escape stops', () => {
    expect(deskCommand('KeyP', opened)).toEqual({ kind: 'decide', decision: { kind: 'PUBLISH' } });
    expect(deskCommand('KeyR', opened)).toEqual({ kind: 'picker', reason: 'REFUSE' });
    expect(deskCommand('KeyD', opened)).toEqual({ kind: 'picker', reason: 'DELETE' });
    expect(deskCommand('KeyS', opened)).toEqual({ kind: 'skip' });
    expect(deskCommand('Escape', opened)).toEqual({ kind: 'stop' });
    expect(deskCommand('KeyN', opened)).toBeNull();
  });

  it('in the reason list a digit (top row or keypad) decides with that reason; Escape goes back', () => {
    const picking = { opened: true, picker: 'REFUSE', busy: false } as const;
    expect(deskCommand('Digit1', picking)).toEqual({
      kind: 'decide',
      decision: { kind: 'REFUSE', reason: MODERATOR_DELETE_REASONS[0] },
    });
    expect(deskCommand('Numpad9', { ...picking, picker: 'DELETE' })).toEqual({
      kind: 'decide',
      decision: { kind: 'DELETE', reason: MODERATOR_DELETE_REASONS[8] },
    });
    expect(deskCommand('Digit0', picking)).toBeNull();
    expect(deskCommand('KeyP', picking)).toBeNull();
    expect(deskCommand('Escape', picking)).toEqual({ kind: 'closePicker' });
  });

  it('digits follow the reasons as offered: the one the reports point to is 1', () => {
    const reasons = deleteReasonsFor([{ reason: 'INAPPROPRIATE', count: 3 }]);
    const picking = { opened: true, picker: 'DELETE', busy: false, reasons } as const;
    expect(deskCommand('Digit1', picking)).toEqual({
      kind: 'decide',
      decision: { kind: 'DELETE', reason: 'INAPPROPRIATE_CONTENT' },
    });
    expect(deskCommand('Digit2', picking)).toEqual({
      kind: 'decide',
      decision: { kind: 'DELETE', reason: MODERATOR_DELETE_REASONS[0] },
    });
  });

  it('does nothing while a decision is being saved', () => {
    expect(deskCommand('KeyP', { ...opened, busy: true })).toBeNull();
    expect(deskCommand('KeyN', { ...idle, busy: true })).toBeNull();
  });
});
