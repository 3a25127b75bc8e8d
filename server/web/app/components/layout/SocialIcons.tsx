import type { SVGProps } from 'react';

/**
 * Marks of the three social networks of the footer. Lucide dropped brand icons, so these are
 * drawn here on Lucide's grid (24 × 24, 2 px strokes, round joins) to sit well beside its icons.
 */
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The "f" of Facebook. */
export function FacebookIcon() {
  return (
    <Glyph>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21" />
      <path d="M6 11h8" />
    </Glyph>
  );
}

/** A camera outline, as Instagram's mark. */
export function InstagramIcon() {
  return (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  );
}

/** "in" in a rounded square, as LinkedIn's mark. */
export function LinkedInIcon() {
  return (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v5" />
      <path d="M8 8v.01" />
      <path d="M12 16v-5" />
      <path d="M16 16v-3a2 2 0 0 0-4 0" />
    </Glyph>
  );
}
