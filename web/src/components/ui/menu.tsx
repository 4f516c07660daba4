import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { Button } from './button';
import styles from './menu.module.css';

export interface MenuItem {
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}

export interface MenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  /** The button's content, usually an icon. */
  trigger: ReactNode;
  items: MenuItem[];
  disabled?: boolean;
}

/**
 * A button with a menu of actions. The first item takes focus when it opens; choosing an item,
 * Escape or a press elsewhere closes it.
 */
export function Menu({ label, trigger, items, disabled }: MenuProps) {
  const [open, setOpen] = useState(false);
  // The button is inside too: pressing it again toggles rather than closing and reopening.
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open, onDismiss: () => setOpen(false), inside: wrapperRef, nested: true });

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </Button>
      {open ? (
        <div ref={menuRef} role="menu" className={styles.menu}>
          {items.map((item, index) => (
            <button
              key={index}
              type="button"
              role="menuitem"
              className={item.destructive ? `${styles.item} ${styles.destructive}` : styles.item}
              onClick={() => {
                // The item is about to go: the trigger holds focus, so a dialog the item opens returns it there.
                triggerRef.current?.focus();
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
