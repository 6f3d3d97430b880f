import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

import { useMessage } from '../i18n/useLanguage';

/** Toasts and snackbars hide after 3 seconds (storefront seed §4). */
export const TOAST_MS = 3000;

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const m = useMessage();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback((text: string, tone: Tone = 'success') => {
    const id = next.current++;
    setToasts((all) => [...all, { id, text, tone }]);
    setTimeout(() => setToasts((all) => all.filter((toast) => toast.id !== id)), TOAST_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            {m(toast.text)}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast(text, tone?)`: shows a message for three seconds. */
export function useToast() {
  return useContext(ToastContext);
}
