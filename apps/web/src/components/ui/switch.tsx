import type { ButtonHTMLAttributes } from 'react';
import './switch.css';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'type'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (spec 001 §9: 18 × 36 px). A real button with role="switch", so Space and Enter
 * toggle it and screen readers announce on or off. Name it with aria-label or aria-labelledby, or
 * with a <label htmlFor>: buttons are labelable, so clicking the label toggles it too.
 */
export function Switch({ checked, onChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={['switch', className].filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      {...props}
    >
      <span className="switch__thumb" aria-hidden="true" />
    </button>
  );
}
