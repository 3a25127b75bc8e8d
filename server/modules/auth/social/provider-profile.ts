/** Providers whose accounts can be linked to a Souk account. */
export type IdentityProvider = 'google' | 'facebook';

/** What a verified provider token tells about its owner. */
export interface ProviderProfile {
  provider: IdentityProvider;
  /** The provider's stable id of the person (Google `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | null;
  /** An https picture address, when the provider gives one. */
  pictureUrl: string | null;
}

/** Keeps a provider's picture address only when it is a plain https URL. */
export function httpsUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A non-empty trimmed string of bounded length, or null. */
export function textOrNull(value: unknown, maxLength = 200): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : null;
}
