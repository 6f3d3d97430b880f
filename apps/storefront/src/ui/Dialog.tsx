import { type ReactNode, useEffect, useId, useRef } from 'react';

import { useMessage } from '../i18n/useLanguage';

export interface DialogAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
  disabled?: boolean;
}

/**
 * A modal dialog: titled, focus moved into it, Escape and the backdrop close it (when `onClose`
 * is given), and focus handed back to where it was on close.
 */
export function Dialog(props: {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions?: DialogAction[];
  onClose?: () => void;
  className?: string;
}) {
  const { open, title, children, actions = [], onClose, className } = props;
  const m = useMessage();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus], button, input, textarea, select, a[href]');
    (first ?? box.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={box}
        className={`dialog ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {m(title)}
        </h2>
        <div className="dialog__body">{children}</div>
        {actions.length > 0 && (
          <div className="dialog__actions">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className={action.primary ? 'button button--primary' : 'button'}
                onClick={action.onClick}
                disabled={action.disabled}
              >
                {m(action.label)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
