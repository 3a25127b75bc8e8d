import type { MercuriusLoaders } from 'mercurius';

export const announcementsLoaders: MercuriusLoaders = {};
