import { describe, expect, it } from 'vitest';
import { GatewayError, GatewayUnreachable, studioTexts } from '../kernel';
import { signInError } from './sign-in-error';

// The gateway's codes for these refusals are checked against the real server in kernel/session.test.ts.
describe('the sign-in’s error messages', () => {
  const fr = studioTexts('fr').t;

  it('wrong credentials: the portal’s text, in the studio’s language', () => {
    const error = new GatewayError('INVALID_CREDENTIALS', 'Invalid credentials');
    expect(signInError(error, fr)).toBe('Identifiants invalides');
    expect(signInError(error, studioTexts('en').t)).toBe('Invalid credentials');
  });

  it('too many attempts: the wait in seconds', () => {
    expect(signInError(new GatewayError('AUTH/MAX_ATTEMPT', 'wait', 42), fr)).toBe(
      'Trop de tentatives, réessayez dans 42 secondes.',
    );
  });

  it('an unreachable gateway: check the API’s address', () => {
    expect(signInError(new GatewayUnreachable(new Error('down')), fr)).toBe(
      'Le serveur est injoignable. Vérifiez l’adresse de l’API.',
    );
  });
});
