import { z } from 'zod';
import { LOCALES } from '../../shared/i18n/locales';

/**
 * Every IPC channel between the studio's window and the main process, with the schema of its
 * arguments: the preload exposes one function per channel, the main process checks each message's
 * sender and arguments against this table before it does anything.
 */
const tokens = z
  .object({
    token: z.string().min(1).max(8192),
    expiresAt: z.number().finite(),
    refreshToken: z.string().min(1).max(8192),
    refreshExpiresAt: z.number().finite(),
  })
  .strict();

export const INVOKE_CHANNELS = {
  'tokens:available': z.tuple([]),
  'tokens:load': z.tuple([]),
  'tokens:save': z.tuple([tokens]),
  'tokens:clear': z.tuple([]),
  'settings:getApiBaseUrl': z.tuple([]),
  'settings:setApiBaseUrl': z.tuple([z.string().max(2048)]),
  'shell:openExternal': z.tuple([z.string().max(2048)]),
  // The suggested file name; the main process makes it a plain name and the user picks the folder.
  'print:savePdf': z.tuple([z.string().min(1).max(200)]),
  // The language the studio shows: the native menu and the About box follow it.
  'app:setLocale': z.tuple([z.enum(LOCALES)]),
} as const;

export type InvokeChannel = keyof typeof INVOKE_CHANNELS;
export type InvokeArgs<C extends InvokeChannel> = z.infer<(typeof INVOKE_CHANNELS)[C]>;

/** The channels the main process sends on: the native menu's commands, and souk:// links to open. */
export const MENU_COMMAND_CHANNEL = 'menu:command';
export const DEEP_LINK_CHANNEL = 'app:deepLink';
