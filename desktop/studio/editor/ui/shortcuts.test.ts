import { describe, expect, it } from 'vitest';
import { commandOfKey } from './shortcuts';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => commandOfKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('editor shortcuts', () => {
  it('map the menu’s accelerators, with Ctrl or Cmd', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('s', { ctrlKey: true })).toBe('save');
    expect(press('P', { ctrlKey: true, shiftKey: true })).toBe('publish');
    expect(press('M', { ctrlKey: true, shiftKey: true })).toBe('phonePreview');
    expect(press('0', { ctrlKey: true })).toBe('zoomReset');
  });

  it('leave plain typing and other chords alone', () => {
    expect(press('z')).toBeNull();
    expect(press('s', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('p', { ctrlKey: true })).toBeNull();
  });
});
