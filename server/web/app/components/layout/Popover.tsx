import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A panel on the browser's Popover API (`popover="auto"`), opened by a button carrying
 * `popoverTarget={id}`. The browser does the hard parts, with or without JavaScript: Escape
 * and a click outside close it, focus goes back to the button, opening one closes the others,
 * and the button says whether it is expanded. `focusFirst` moves the focus to the panel's first
 * control when it opens (a drawer); otherwise Tab from the button enters the panel.
 */
export function Popover({
  id,
  label,
  className,
  focusFirst,
  onOpen,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  focusFirst?: boolean;
  /** Called each time the panel opens (to load its content on demand). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      onOpenRef.current?.();
      if (focusFirst) panel.querySelector<HTMLElement>('a[href], button:not([disabled]), input')?.focus();
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [focusFirst]);

  return (
    <div ref={ref} id={id} popover="auto" role="dialog" aria-label={label} className={`popover ${className ?? ''}`}>
      {children}
    </div>
  );
}

/** Closes every open popover: a link inside one navigated client-side, so the page changed under it. */
export function closeAllPopovers(): void {
  for (const panel of document.querySelectorAll<HTMLElement>('[popover]')) {
    if (panel.matches(':popover-open')) panel.hidePopover();
  }
}
