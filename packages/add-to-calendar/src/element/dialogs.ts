import { h } from './dom';

export interface DialogContent {
  headline: string;
  body?: (Node | string)[];
  actions?: HTMLElement[];
  closeLabel: string;
  /** Called once, however the dialog closes (close button, Escape, background click). */
  onClose?: () => void;
}

let dialogCount = 0;

/**
 * A modal `<dialog>` opened with showModal(): the browser traps focus, closes it on Escape and puts it
 * in the top layer. A dialog opened from another stacks on it; closing it returns to the one below,
 * and focus goes back to whatever had it before.
 */
export function openDialog(container: HTMLElement, content: DialogContent): HTMLDialogElement {
  const headingId = `atcb-dialog-${++dialogCount}`;
  const previousFocus = (container.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
  const close = h('button', { type: 'button', class: 'atcb-close', 'aria-label': content.closeLabel }, '×');
  const dialog = h(
    'dialog',
    { class: 'atcb-modal', 'aria-labelledby': headingId, dir: container.dir },
    close,
    h('h2', { id: headingId }, content.headline),
    ...(content.body ?? []),
    content.actions && content.actions.length > 0
      ? h('div', { class: 'atcb-actions' }, ...content.actions)
      : null,
  );
  close.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself, outside its content box, is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    content.onClose?.();
    previousFocus?.focus();
  });
  container.append(dialog);
  dialog.showModal();
  return dialog;
}

export function paragraph(text: string, className?: string): HTMLParagraphElement {
  return h('p', className ? { class: className } : {}, text);
}
