/**
 * Every rate limit of the marketplace, in one place (issue 23). Each is a sliding window: at most
 * `max` actions within any `windowSeconds`, counted per subject (a member, a client address, an
 * e-mail address) by the one atomic primitive `server/core/rate-limit.ts`. Adding a limit is one
 * line here and one call where the action happens.
 *
 * The spec gives no numbers for any of them (§9 lists none); ours are chosen so that a person
 * never meets them and a script doing the same thing by the hundred does. Mobile carriers put
 * many subscribers behind one address (carrier-grade NAT), so limits per address are set well
 * above what one person does.
 */
export interface RateLimitRule {
  /** Actions allowed within any window. */
  max: number;
  /** Length of the sliding window, in seconds. */
  windowSeconds: number;
}

const HOUR = 60 * 60;

export const RATE_LIMITS = {
  /** Phone numbers one caller (member, or address for visitors) may reveal in an hour: a buyer never reaches 30, a scraper harvesting numbers does. The same announcement again is not counted. */
  phoneReveal: { max: 30, windowSeconds: HOUR },
  /** Contact form sends by one sender (member, or address) in an hour, against floods of the operator's inbox. */
  contactSender: { max: 5, windowSeconds: HOUR },
  /** Contact form sends naming one e-mail address in an hour, whoever sends them. */
  contactEmail: { max: 5, windowSeconds: HOUR },
  /** Registration attempts (forms that pass the field rules) from one address in an hour: a household or a café behind one address stays far below, an account factory or a script testing which e-mails are taken does not. */
  registrationAddress: { max: 20, windowSeconds: HOUR },
  /** Password reset requests naming one e-mail address in an hour, whether or not an account has it: nobody can flood a mailbox with reset links (the five-minute resend rule also holds per account). */
  passwordResetEmail: { max: 3, windowSeconds: HOUR },
  /** Password reset requests from one client address in an hour: someone who forgot a password asks once or twice; testing thousands of addresses would take weeks per address. */
  passwordResetAddress: { max: 10, windowSeconds: HOUR },
  /** Messages one member sends in a minute, all conversations together: a fast typist answers a few, a spam script sends hundreds. */
  messageSend: { max: 30, windowSeconds: 60 },
  /** New conversations one member starts in an hour (answers in existing ones are not counted): a buyer asks a handful of sellers, a spammer every one. */
  conversationStart: { max: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate limit. */
export type RateLimitName = keyof typeof RATE_LIMITS;
