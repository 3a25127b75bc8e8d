import type { FastifyPluginAsync } from 'fastify';
import type { ContactValues } from '../../../shared/domain/contact';
import { isLocale, DEFAULT_LOCALE } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { requestContext } from '../../graphql/context';
import { isAppError } from '../../core/errors';
import { unacceptableFormField } from '../../core/input-text';
import { ErrorCode } from '../../../shared/domain/errors';
import { sendContactMessage } from '../../modules/contact';
import { paths, withQuery } from '../app/routes';
import { fromAnotherSite } from './form-posts';

/** The form's fields as the browser posts them. */
const FIELDS = ['email', 'name', 'phone', 'subject', 'message', 'tag'] as const;

/**
 * The contact form without JavaScript: the page's form posts here; the message goes through
 * the same service as the `contactMessageSend` mutation, then the browser is sent back to the
 * page (303) with `sent=1`, or with `error` set to the refusal's code (`seconds` for a wait).
 * With JavaScript the page sends the mutation itself and never comes here.
 */
export const contactFormPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  // Refused text goes back to the form's page (below), not as the gateway's 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ownTextCheck: true };
  });
  app.post<{ Body: Record<string, unknown>; Querystring: { lang?: string } }>(
    paths.contact(),
    async (request, reply) => {
      if (fromAnotherSite(request.headers.origin, deps.config.publicUrl, request.headers.host)) {
        return reply.status(403).send('Forbidden');
      }
      const lang = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
      const back = (query: Record<string, string | number>) =>
        withQuery(paths.contact(), { ...query, lang: lang === DEFAULT_LOCALE ? undefined : lang });
      // NUL or a lone surrogate (shared/domain/text.ts): refused before the service reads it.
      if (unacceptableFormField(request.body) !== null)
        return reply.redirect(back({ error: ErrorCode.BAD_USER_INPUT }), 303);
      const body = request.body ?? {};
      const input: Partial<ContactValues> = {};
      for (const field of FIELDS) {
        const value = body[field];
        if (typeof value === 'string') input[field] = value;
      }
      const context = await requestContext(deps, request, lang);
      try {
        await sendContactMessage(deps, { viewer: context.viewer, ip: context.ip }, input, lang);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const extensions = (error.extensions ?? {}) as { seconds?: number };
        return reply.redirect(back({ error: error.code, seconds: extensions.seconds ?? '' }), 303);
      }
      return reply.redirect(back({ sent: 1 }), 303);
    },
  );
  return Promise.resolve();
};
