import { useEffect, useRef } from 'react';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Focus for the drawer: moved into it on open and handed back on close, kept inside while Tab
 * cycles, Escape closes it. While a dialog of its own is open (`paused`), that dialog has the keys.
 */
export function useDrawerFocus(onClose: () => void, paused: boolean) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const hold = useRef(paused);
  useEffect(() => {
    close.current = onClose;
    hold.current = paused;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (hold.current || !panel.current) return;
      if (event.key === 'Escape') return close.current();
      if (event.key !== 'Tab') return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return panel;
}
