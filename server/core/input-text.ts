import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Kind, visit, type DocumentNode } from 'graphql';
import { ErrorCode } from '../../shared/domain/errors';
import { findUnacceptableText, isAcceptableText } from '../../shared/domain/text';
import { AppError, text } from './errors';

/**
 * Input text at the edges: every string a client sends (GraphQL variables and literals, posted
 * form fields) is checked against the rule of `shared/domain/text.ts` before any service sees
 * it, so no service, query or page has to expect NUL or lone surrogates.
 */

/** The refusal of a text: BAD_USER_INPUT with the offending field, as forms' field errors are. */
export function unacceptableTextError(field: string): AppError {
  return new AppError(ErrorCode.BAD_USER_INPUT, text('validation.text'), {
    reason: 'INVALID_TEXT',
    fields: [{ field, rule: 'text', message: text('validation.text') }],
  });
}

/**
 * A Mercurius preExecution hook refusing an operation whose variables or string literals hold
 * text no field may hold. The field named is the variable's path (`build.pages.0.title.fr`), or
 * the argument's name for a literal.
 */
export function inputTextCheck() {
  return (_schema: unknown, document: DocumentNode, _context: unknown, variables: unknown): void => {
    const inVariables = findUnacceptableText(variables ?? {});
    if (inVariables !== null) throw unacceptableTextError(inVariables);
    let inLiteral: string | null = null;
    visit(document, {
      [Kind.ARGUMENT]: (node) => {
        if (inLiteral !== null) return;
        visit(node.value, {
          [Kind.STRING]: (value) => {
            if (inLiteral === null && !isAcceptableText(value.value)) inLiteral = node.name.value;
          },
        });
      },
    });
    if (inLiteral !== null) throw unacceptableTextError(inLiteral);
  };
}

/** The first posted form field (name or value) holding unacceptable text, or null. */
export function unacceptableFormField(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  for (const [name, value] of Object.entries(body)) {
    if (!isAcceptableText(name) || findUnacceptableText(value) !== null) return isAcceptableText(name) ? name : '?';
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's plugin checks posted text itself and answers in its own way (forms: a field error). */
    ownTextCheck?: boolean;
  }
}

/**
 * A root preValidation hook for the plain HTTP routes (the gateway's JSON and forms): a body
 * holding unacceptable text is answered 400 BAD_USER_INPUT naming the field, before the route
 * reads it. /graphql has its own check (a GraphQL error), and routes marked `ownTextCheck` theirs.
 */
export function bodyTextCheck(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.routeOptions.config?.ownTextCheck || request.url.startsWith('/graphql')) return done();
  const field =
    typeof request.body === 'string'
      ? isAcceptableText(request.body)
        ? null
        : ''
      : findUnacceptableText(request.body);
  if (field === null) return done();
  const error = unacceptableTextError(field);
  void reply.status(400).send({
    errors: [{ code: error.code, message: error.message, fields: [{ field, rule: 'text', message: error.message }] }],
  });
}
