import { useEffect, useRef, type RefObject } from 'react';

export interface DismissOptions {
  /** Listens only while the popup is open. */
  open: boolean;
  onDismiss: () => void;
  /**
   * A pointer press outside this element dismisses too. A drawer with its own backdrop leaves it
   * out: a press in a dialog opened from the drawer must not close it.
   */
  inside?: RefObject<HTMLElement | null>;
  /**
   * A popup inside another one (a menu in the history drawer) takes Escape first and keeps it
   * from the outer one, so one press closes one layer.
   */
  nested?: boolean;
}

/** Closes a popup (a menu, a drawer) on Escape and, with `inside`, on a pointer press elsewhere. */
export function useDismiss({ open, onDismiss, inside, nested = false }: DismissOptions): void {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (nested) event.stopPropagation();
      onDismissRef.current();
    }
    function onPointerDown(event: PointerEvent) {
      if (inside?.current && !inside.current.contains(event.target as Node)) onDismissRef.current();
    }
    document.addEventListener('keydown', onKeyDown, nested);
    if (inside) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, nested);
      if (inside) document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, inside, nested]);
}
