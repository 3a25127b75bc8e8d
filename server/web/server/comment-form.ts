import type { FastifyPluginAsync } from 'fastify';
import { isLocale, DEFAULT_LOCALE } from '../../../shared/i18n';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { requestContext } from '../../graphql/context';
import { isAppError } from '../../core/errors';
import { unacceptableFormField } from '../../core/input-text';
import { createComment } from '../../modules/comments';
import { paths, withQuery } from '../app/routes';
import { localizeHref } from '../app/navigation';
import { fromAnotherSite } from './form-posts';

/** The most of a refused comment sent back in the address, so the form shows it again. */
const DRAFT_BACK_MAX = 2000;

/**
 * The comment form without JavaScript: it posts here; the comment goes through the same service
 * as `announcementCommentCreate`, then the browser is sent back to the comments (303) with
 * `commented=1`, or with `commentError` set to the refusal's code and the text as `commentDraft`
 * (nothing typed is lost). A visitor is sent to sign in first, and comes back to the comments.
 */
export const commentFormPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  // Refused text goes back to the form (below), not as the gateway's 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ownTextCheck: true };
  });
  app.post<{ Body: Record<string, unknown>; Querystring: { lang?: string } }>(
    paths.announcementComment(),
    async (request, reply) => {
      if (fromAnotherSite(request.headers.origin, deps.config.publicUrl, request.headers.host)) {
        return reply.status(403).send('Forbidden');
      }
      const lang = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
      const body = request.body ?? {};
      const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
      const announcementId = /^\d{1,18}$/.test(field('announcementId')) ? field('announcementId') : null;
      // Back to the announcement's own address only (its path ends with -d<id>).
      const page = field('back');
      if (!announcementId || !new RegExp(`^/[^/?#]*-d${announcementId}$`).test(page)) {
        return reply.redirect(localizeHref(paths.home(), lang), 303);
      }
      const back = (query: Record<string, string | number | undefined>) =>
        `${withQuery(page, { ...query, lang: lang === DEFAULT_LOCALE ? undefined : lang })}#comments`;
      if (unacceptableFormField(request.body) !== null) {
        return reply.redirect(back({ commentError: ErrorCode.BAD_USER_INPUT }), 303);
      }
      const context = await requestContext(deps, request, lang);
      if (!context.viewer) return reply.redirect(localizeHref(paths.login(`${page}#comments`), lang), 303);
      const content = field('content');
      const parentId = /^\d{1,18}$/.test(field('parentId')) ? field('parentId') : null;
      try {
        await createComment(deps, context.viewer, {
          announcementId,
          content,
          message: null,
          parentId,
          asStoreId: null,
        });
      } catch (error) {
        if (!isAppError(error)) throw error;
        return reply.redirect(back({ commentError: error.code, commentDraft: content.slice(0, DRAFT_BACK_MAX) }), 303);
      }
      return reply.redirect(back({ commented: 1 }), 303);
    },
  );
  return Promise.resolve();
};
