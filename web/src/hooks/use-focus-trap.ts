import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => element.getClientRects().length > 0);
}

export interface FocusTrapOptions {
  active: boolean;
  /** Escape calls this (and goes no further, so one press closes one layer). */
  onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside a modal while it is open: focus moves in (to `[data-autofocus]`, else
 * the first control, else the container), Tab and Shift+Tab cycle within it, focus that lands
 * behind it (a script, a click through) is brought back, and on close focus returns to the
 * element that had it when the modal opened.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, { active, onEscape }: FocusTrapOptions): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0] ?? container;
    initial.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = container.contains(document.activeElement);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      // A modal opened from this one (a confirmation) lives outside it and may hold focus.
      const target = event.target as HTMLElement | null;
      if (!container || !target || container.contains(target) || target.closest('[aria-modal="true"]')) return;
      (focusableIn(container)[0] ?? container).focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef]);
}
