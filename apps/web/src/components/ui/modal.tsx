import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const ENFOCABLES =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex="0"]';

/**
 * The page behind is inert, but Tab after the last control would still leave for the browser's own
 * toolbar: keep it going round inside the dialog instead.
 */
function atraparTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const enfocables = [...event.currentTarget.querySelectorAll<HTMLElement>(ENFOCABLES)];
  const primero = enfocables[0];
  const ultimo = enfocables[enfocables.length - 1];
  if (!primero || !ultimo) return;
  if (event.shiftKey && document.activeElement === primero) {
    event.preventDefault();
    ultimo.focus();
  } else if (!event.shiftKey && document.activeElement === ultimo) {
    event.preventDefault();
    primero.focus();
  }
}

interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape; omit it to keep the dialog open until one of its own buttons is used. */
  onClose?: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alert' gives the dialog the alertdialog role, for errors and confirmations. */
  tone?: 'default' | 'alert' | 'success';
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and traps focus,
 * Escape fires `cancel`, and focus goes back to whatever had it before the dialog opened.
 */
export function Modal({ open, title, onClose, children, actions, tone = 'default' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const tituloId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const anterior = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The dialog may close because its opener re-rendered away; only restore focus that still makes sense.
      if (anterior?.isConnected) anterior.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone}`}
      aria-labelledby={tituloId}
      role={tone === 'alert' ? 'alertdialog' : undefined}
      onKeyDown={atraparTab}
      onCancel={(event) => {
        // The dialog's state belongs to React: never let the browser close it on its own.
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Chrome closes anyway on a second Escape without user activation; treat it as a close request.
        if (open) onClose?.();
      }}
    >
      {open && (
        <div className="modal__content">
          <h2 id={tituloId} className="modal__title">
            {title}
          </h2>
          <div className="modal__body">{children}</div>
          {actions && <div className="modal__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
