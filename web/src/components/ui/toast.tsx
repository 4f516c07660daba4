import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './toast.module.css';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself. */
  duration?: number;
  /**
   * A notice nobody asked for (e.g. "ready to work offline"): dropped when another toast is on
   * screen, so it never hides an error or a confirmation the user is waiting for.
   */
  background?: boolean;
}

interface ActiveToast extends Required<Omit<ToastOptions, 'description' | 'background'>> {
  id: number;
  description?: string;
}

// 2 s for ordinary toasts, 5 s for errors; swipe right past 50 px dismisses.
export const toastDurations = { default: 2000, destructive: 5000 } as const;
export const swipeThreshold = 50;

interface ToastContextValue {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}

/** Holds at most one toast at a time: a new toast replaces the current one (background notices excepted). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((options: ToastOptions) => {
    const variant = options.variant ?? 'default';
    const next: ActiveToast = {
      id: nextId.current++,
      title: options.title,
      description: options.description,
      variant,
      duration: options.duration ?? toastDurations[variant],
    };
    setCurrent((previous) => (options.background && previous ? previous : next));
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toast, onDismiss }: { toast: ActiveToast | null; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  const viewportRef = useRef<HTMLElement>(null);

  // F8 moves focus to the notifications region, as in common toast libraries.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useToastInset(viewportRef, toast !== null);

  return (
    <section ref={viewportRef} aria-label={t('toast.region')} tabIndex={-1} className={styles.viewport}>
      <ol className={styles.list}>{toast ? <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} /> : null}</ol>
    </section>
  );
}

/**
 * A toast sits at the bottom of the screen and covers no control: while one shows, its height is
 * published as `--toast-inset`, which lifts the sticky question box above it and pads the page.
 */
function useToastInset(viewportRef: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const root = document.documentElement;
    if (!shown || !viewport) {
      root.style.removeProperty('--toast-inset');
      return;
    }
    const gap = 8;
    const update = () => {
      const top = viewport.getBoundingClientRect().top;
      root.style.setProperty('--toast-inset', `${Math.max(0, Math.ceil(window.innerHeight - top + gap))}px`);
    };
    update();
    // Where ResizeObserver is missing, the window's resize still updates the inset.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(viewport);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--toast-inset');
    };
  }, [viewportRef, shown]);
}

function ToastItem({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDismiss, toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.duration, paused, onDismiss]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onDismiss();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  function onPointerDown(event: ReactPointerEvent<HTMLLIElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    setPaused(true);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLLIElement>) {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  }
  function onPointerEnd(event: ReactPointerEvent<HTMLLIElement>) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setPaused(false);
    if (distance > swipeThreshold) onDismiss();
    else setOffset(0);
  }

  const destructive = toast.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant}
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('toast.close')}>
        <CloseIcon />
      </button>
    </li>
  );
}
