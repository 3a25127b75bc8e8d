import type { ReactNode } from 'react';
import { useSiteRender } from '../context';

/** A short message in place of content (an empty list, an unknown location). */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p className="site-notice" data-tone={tone}>
      {children}
    </p>
  );
}

/** A hint for the owner, shown in the studio's canvas only (visitors never see it). */
export function EditingNotice({ children }: { children: ReactNode }) {
  const { editing } = useSiteRender();
  if (!editing) return null;
  return <Notice tone="warning">{children}</Notice>;
}
