import type { MenuCommand } from '../../platform';

/** The editor command a key press stands for (the same as the desktop menu's accelerators), or null. */
export function commandOfKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): MenuCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  if (key === 's' && !event.shiftKey) return 'save';
  if (key === 'p' && event.shiftKey) return 'publish';
  if (key === 'e' && !event.shiftKey) return 'preview';
  if (key === 'm' && event.shiftKey) return 'phonePreview';
  if (key === '+' || key === '=') return 'zoomIn';
  if (key === '-') return 'zoomOut';
  if (key === '0') return 'zoomReset';
  return null;
}
