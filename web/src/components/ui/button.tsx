import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Class names of a button, for links and other elements that should look like one. */
export function buttonClassName({ variant = 'default', size = 'default', className }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[`variant-${variant}`], styles[`size-${size}`], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', ref, ...props }: ButtonProps) {
  return <button ref={ref} type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
