import { GatewayError, type StudioI18n } from '../kernel';

/** The message for a failed sign-in: the portal's texts for the gateway's refusals. */
export function signInError(error: unknown, t: StudioI18n['t']): string {
  if (!(error instanceof GatewayError)) return t('workspace.signIn.failed');
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return t('workspace.signIn.invalidCredentials');
    case 'AUTH/MAX_ATTEMPT':
      return error.seconds === null
        ? t('workspace.signIn.tooManyAttemptsLater')
        : t('workspace.signIn.tooManyAttempts', { seconds: error.seconds });
    default:
      return t('workspace.signIn.refused');
  }
}
