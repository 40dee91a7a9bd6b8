import type { ButtonHTMLAttributes } from 'react';
import './primitives.css';

type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', fullWidth = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, fullWidth ? 'button--full-width' : '', className ?? ''].filter(Boolean);
  return <button type={type} className={classes.join(' ')} {...rest} />;
}
