import type { MenuItemConstructorOptions } from 'electron';
import type { Locale } from '../../shared/i18n/locales';
import { desktopTexts } from '../../shared/i18n/studio/desktop';
import { editorTexts } from '../../shared/i18n/studio/editor';
import type { MenuCommand } from '../studio/platform/platform';

/** What the menu's items do beside the editor's commands. */
export interface MenuActions {
  /** An editor command, sent to the studio window, which runs it like its own shortcut. */
  send(command: MenuCommand): void;
  /** Opens one of Souk's pages (on the API's server) in the system's browser. */
  openPage(page: 'pro' | 'contact'): void;
  about(): void;
}

/**
 * The native menu in the studio's language: the editor's commands beside the usual edit and
 * window roles (so text fields keep copy and paste), then Help with Souk's pages and About.
 */
export function menuTemplate(
  actions: MenuActions,
  isMac: boolean,
  locale: Locale = 'fr',
): MenuItemConstructorOptions[] {
  const t = desktopTexts[locale].menu;
  // The editor's commands carry the toolbar's words.
  const editor = editorTexts[locale];
  const command = (label: string, id: MenuCommand, accelerator: string): MenuItemConstructorOptions => ({
    label,
    id,
    accelerator,
    click: () => actions.send(id),
  });
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t.file,
      submenu: [
        command(editor.save, 'save', 'CmdOrCtrl+S'),
        command(editor.publish, 'publish', 'CmdOrCtrl+Shift+P'),
        { type: 'separator' },
        isMac ? { role: 'close', label: t.close } : { role: 'quit', label: t.quit },
      ],
    },
    {
      label: t.edit,
      submenu: [
        command(editor.undo, 'undo', 'CmdOrCtrl+Z'),
        command(editor.redo, 'redo', 'CmdOrCtrl+Shift+Z'),
        { type: 'separator' },
        { role: 'cut', label: t.cut },
        { role: 'copy', label: t.copy },
        { role: 'paste', label: t.paste },
        { role: 'selectAll', label: t.selectAll },
      ],
    },
    {
      label: t.view,
      submenu: [
        command(editor.mode.preview, 'preview', 'CmdOrCtrl+E'),
        command(editor.phonePreview, 'phonePreview', 'CmdOrCtrl+Shift+M'),
        { type: 'separator' },
        command(editor.zoomIn, 'zoomIn', 'CmdOrCtrl+Plus'),
        command(editor.zoomOut, 'zoomOut', 'CmdOrCtrl+-'),
        command(t.zoomReset, 'zoomReset', 'CmdOrCtrl+0'),
      ],
    },
    { label: t.window, submenu: [{ role: 'minimize', label: t.minimize }, { role: 'zoom' }] },
    {
      label: t.help,
      role: 'help',
      submenu: [
        { label: t.pro, click: () => actions.openPage('pro') },
        { label: t.contact, click: () => actions.openPage('contact') },
        { type: 'separator' },
        { label: t.about, id: 'about', click: () => actions.about() },
      ],
    },
  ];
}

/** The About box's text. */
export function aboutDetail(locale: Locale, versions: { version: string; electron: string; chrome: string }): string {
  return desktopTexts[locale].about.detail.replace(/\{(\w+)\}/g, (_, key: keyof typeof versions) => versions[key]);
}
