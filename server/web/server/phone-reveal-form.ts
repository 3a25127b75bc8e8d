import type { FastifyPluginAsync } from 'fastify';
import { isLocale, DEFAULT_LOCALE } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { requestContext } from '../../graphql/context';
import { isAppError } from '../../core/errors';
import { revealPhones } from '../../modules/announcements';
import { paths, withQuery } from '../app/routes';
import { fromAnotherSite } from './form-posts';

/**
 * "Show the number" without JavaScript: the form posts the announcement here; the reveal goes
 * through the same service as `announcementPhoneGet` (counted, limited), then the browser is sent
 * back to the page (303), which shows the numbers this caller revealed (`revealedPhones`), or
 * with `phoneError` set to the refusal's code (`seconds` for a wait). With JavaScript the page
 * sends the mutation itself and never comes here.
 */
export const phoneRevealFormPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  app.post<{ Body: Record<string, unknown>; Querystring: { lang?: string } }>(
    paths.announcementPhone(),
    async (request, reply) => {
      if (fromAnotherSite(request.headers.origin, deps.config.publicUrl, request.headers.host)) {
        return reply.status(403).send('Forbidden');
      }
      const lang = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
      const body = request.body ?? {};
      const id =
        typeof body.announcementId === 'string' && /^\d{1,18}$/.test(body.announcementId) ? body.announcementId : null;
      if (!id)
        return reply.redirect(withQuery(paths.home(), { lang: lang === DEFAULT_LOCALE ? undefined : lang }), 303);
      const slug = typeof body.slug === 'string' ? body.slug.slice(0, 200) : '';
      const back = (query: Record<string, string | number | undefined>) =>
        `${withQuery(paths.announcement({ id, slug }), { ...query, lang: lang === DEFAULT_LOCALE ? undefined : lang })}#contact`;
      const context = await requestContext(deps, request, lang);
      try {
        await revealPhones(deps, context.viewer, id, context.ip);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const extensions = (error.extensions ?? {}) as { seconds?: number };
        return reply.redirect(back({ phoneError: error.code, seconds: extensions.seconds }), 303);
      }
      return reply.redirect(back({}), 303);
    },
  );
  return Promise.resolve();
};
