import { CombinedError, type OperationResult } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { ApiError, dataOf, NETWORK, runMutation, toResult } from './errors';
import { GatewayError, GatewayUnreachable } from './session';

const refusal = (extensions: Record<string, unknown>, message = 'Refusé.') =>
  new CombinedError({ graphQLErrors: [{ message, extensions }] });
const unreachable = () => new CombinedError({ networkError: new Error('Failed to fetch') });
const answer = <T>(fields: Partial<OperationResult<T>>) => fields as OperationResult<T>;

describe('the studio’s one API error', () => {
  it('a refusal: the spec’s code, the server’s message, the form’s fields and the other extensions', () => {
    const fields = [{ field: 'title', rule: 'required', message: 'Ce champ est obligatoire !' }];
    const error = ApiError.fromCombined(
      refusal({ code: 'ANNOUNCEMENT/FORM_VALIDATION_ERROR', fields, status: 'PUBLISHED' }, 'Formulaire invalide'),
    );
    expect(error).toMatchObject({ code: 'ANNOUNCEMENT/FORM_VALIDATION_ERROR', message: 'Formulaire invalide', fields });
    expect(error.extensions).toEqual({ status: 'PUBLISHED' });
    expect(error.isNetwork).toBe(false);
  });

  it('no answer at all is a network failure; an error without a code an internal one', () => {
    expect(ApiError.fromCombined(unreachable())).toMatchObject({ code: NETWORK, message: NETWORK, isNetwork: true });
    expect(ApiError.fromCombined(refusal({})).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('from anything thrown: itself, a failed answer’s error, else a network failure', () => {
    const own = new ApiError('FORBIDDEN');
    expect(ApiError.from(own)).toBe(own);
    expect(ApiError.from(refusal({ code: 'FORBIDDEN' })).code).toBe('FORBIDDEN');
    expect(ApiError.from(new TypeError('fetch failed')).code).toBe(NETWORK);
    // The gateway's errors are the same type.
    expect(ApiError.from(new GatewayError('INVALID_CREDENTIALS', 'x'))).toBeInstanceOf(GatewayError);
    expect(ApiError.from(new GatewayUnreachable(new Error('down'))).isNetwork).toBe(true);
  });

  it('toResult and dataOf: the data, or the error (an answer without data is a network failure)', () => {
    expect(toResult(answer({ data: { ok: 1 } }))).toEqual({ ok: true, data: { ok: 1 } });
    const refused = toResult(answer({ error: refusal({ code: 'FORBIDDEN' }) }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(toResult(answer({})).ok).toBe(false);
    expect(() => dataOf(answer({ error: unreachable() }))).toThrow(ApiError);
    expect(dataOf(answer({ data: 3 }))).toBe(3);
  });

  it('runMutation never throws: an answer’s error or a thrown one becomes the result’s error', async () => {
    expect(await runMutation(Promise.resolve(answer({ data: { id: '1' } })))).toEqual({ ok: true, data: { id: '1' } });
    const conflict = await runMutation(
      Promise.resolve(answer({ error: refusal({ code: 'SITEBUILD/CONFLICT', currentVersion: 4 }) })),
    );
    expect(conflict.ok ? null : conflict.error.extensions.currentVersion).toBe(4);
    expect(await runMutation(() => Promise.resolve(2))).toEqual({ ok: true, data: 2 });
    const thrown = await runMutation(() => Promise.reject(new ApiError('MEDIA/TOO_LARGE', 'Trop grand')));
    expect(thrown).toMatchObject({ ok: false, error: { code: 'MEDIA/TOO_LARGE', message: 'Trop grand' } });
  });
});
