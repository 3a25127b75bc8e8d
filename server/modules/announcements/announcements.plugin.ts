import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';

export const announcementsPlugin: FastifyPluginAsync<{ deps: Deps }> = async () => {};
