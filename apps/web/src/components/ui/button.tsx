import type { ButtonHTMLAttributes } from 'react';

type Variante = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variante;
  /** Shows the button as busy (and disables it) while its action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  className,
  type,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      // Buttons inside forms must opt in to submitting.
      type={type === 'submit' ? 'submit' : 'button'}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    />
  );
}

/** The classes of a Button, for links that navigate but should look like one. */
export function buttonClass(variant: Variante = 'primary'): string {
  return `btn btn--${variant}`;
}
