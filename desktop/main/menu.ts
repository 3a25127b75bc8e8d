import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../studio/platform/platform';

/**
 * The native menu: the editor's commands (sent to the studio window, which runs them like its own
 * shortcuts) beside the usual edit and window roles, so text fields keep copy and paste.
 */
export function menuTemplate(send: (command: MenuCommand) => void, isMac: boolean): MenuItemConstructorOptions[] {
  const command = (label: string, id: MenuCommand, accelerator: string): MenuItemConstructorOptions => ({
    label,
    id,
    accelerator,
    click: () => send(id),
  });
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'Fichier',
      submenu: [
        command('Enregistrer', 'save', 'CmdOrCtrl+S'),
        command('Publier', 'publish', 'CmdOrCtrl+Shift+P'),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: 'Édition',
      submenu: [
        command('Annuler', 'undo', 'CmdOrCtrl+Z'),
        command('Rétablir', 'redo', 'CmdOrCtrl+Shift+Z'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'Affichage',
      submenu: [
        command('Aperçu', 'preview', 'CmdOrCtrl+E'),
        command('Aperçu téléphone', 'phonePreview', 'CmdOrCtrl+Shift+M'),
        { type: 'separator' },
        command('Zoom avant', 'zoomIn', 'CmdOrCtrl+Plus'),
        command('Zoom arrière', 'zoomOut', 'CmdOrCtrl+-'),
        command('Taille réelle', 'zoomReset', 'CmdOrCtrl+0'),
      ],
    },
    { role: 'windowMenu' },
  ];
}
