/**
 * The origin the desktop studio's pages have (Electron serves its files on this scheme): the
 * API lets it call across origins, and the studio's main process lets its windows go nowhere else.
 */
export const STUDIO_APP_SCHEME = 'studio';
export const STUDIO_APP_ORIGIN = `${STUDIO_APP_SCHEME}://app`;
