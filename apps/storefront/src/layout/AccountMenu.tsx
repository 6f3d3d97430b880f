import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MyOrdersMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { UserIcon } from './icons';

/**
 * The logged-in shopper's menu in the header (ours: the seed has a bare logout): My orders and
 * Logout. A button opening a small menu; Escape, a click elsewhere or a choice closes it.
 */
export function AccountMenu({ email, onLogout }: { email?: string; onLogout: () => void }) {
  const { t } = useTranslation('common');
  const m = useMessage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={m(MyOrdersMessages.account)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <UserIcon />
      </button>
      {open && (
        <div className="account-menu__panel" id={id}>
          {email && <p className="account-menu__who">{email}</p>}
          <ul role="menu" aria-label={m(MyOrdersMessages.account)}>
            <li role="none">
              <Link role="menuitem" to="/my-orders" onClick={() => setOpen(false)}>
                {m(MyOrdersMessages.menu)}
              </Link>
            </li>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                {t('Logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
