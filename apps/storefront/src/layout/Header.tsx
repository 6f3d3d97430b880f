import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

import { AuthMessages } from '@kilau/domain';
import { logOut } from '@kilau/session';

import { useCart } from '../cart/CartProvider';
import { forgetForm } from '../checkout/kept-form';
import { loginPathFor } from '../login/after-login';
import { useSession } from '../session/useSession';
import { Dialog } from '../ui/Dialog';
import { useToast } from '../ui/Toast';
import { AccountMenu } from './AccountMenu';
import { BagIcon, CloseIcon, MenuIcon, SearchIcon, UserIcon } from './icons';
import { NAV_LINKS, searchTarget } from './nav-links';

/** The cart button's name: 'Cart' alone until the count is known, then 'Cart, 3 items'. */
function cartLabel(t: (key: string, values?: Record<string, unknown>) => string, count: number | null): string {
  if (count === null) return t('Cart');
  return count === 1 ? t('Cart, {{count}} item', { count }) : t('Cart, {{count}} items', { count });
}

/** The header of every page: logo, links (a side menu at 1500 px and below), search, login or the account menu, cart, admin. */
export function Header() {
  const { t } = useTranslation('common');
  const { loggedIn, isStaff, session, profileError } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [searchOpen, setSearchOpen] = useState(false);
  const [text, setText] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  // every page has the header: the profile's failure is told once, here, for this login
  useEffect(() => {
    if (profileError) toast(profileError, 'error');
  }, [profileError, toast]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(text);
    if (!target) return;
    setSearchOpen(false);
    navigate(target);
  };

  const logout = () => {
    forgetForm(); // the address typed at checkout leaves with the login
    void logOut();
    setConfirmLogout(false);
    toast(AuthMessages.loggedOut);
    navigate('/');
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label={t('Kilau home')}>
          KILAU
        </Link>
        <nav className="site-header__links" aria-label={t('Main')}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t('Search')}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </button>
          {loggedIn ? (
            <AccountMenu email={session?.email} onLogout={() => setConfirmLogout(true)} />
          ) : (
            <Link
              to={loginPathFor(location.pathname + location.search)}
              className="icon-button"
              aria-label={t('Login')}
            >
              <UserIcon />
            </Link>
          )}
          <button
            type="button"
            className="icon-button site-header__cart"
            aria-label={cartLabel(t, cart.count)}
            onClick={cart.openCart}
          >
            <BagIcon />
            {!!cart.count && (
              <span className="cart-badge" aria-hidden="true">
                {cart.count > 99 ? '99+' : cart.count}
              </span>
            )}
          </button>
          {isStaff && (
            <a href="/adminDashboard/dashboard" className="button button--small site-header__admin">
              <span className="wide-only">{t('Admin Dashboard')}</span>
              <span className="narrow-only">Admin</span>
            </a>
          )}
        </div>
      </div>
      {searchOpen && (
        <form className="site-search" role="search" onSubmit={submitSearch}>
          <input
            type="search"
            aria-label={t('Search products')}
            placeholder="COUPLE BRACELETS...."
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
          <button type="submit" className="button button--primary">
            {t('Search')}
          </button>
        </form>
      )}
      <div className={`side-menu ${menuOpen ? 'side-menu--open' : ''}`} id="side-menu" hidden={!menuOpen}>
        <div className="side-menu__backdrop" onClick={() => setMenuOpen(false)} />
        <nav className="side-menu__panel" aria-label={t('Menu')}>
          <button type="button" className="icon-button" aria-label={t('Close menu')} onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </button>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={() => setMenuOpen(false)}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
      </div>
      <Dialog
        open={confirmLogout}
        title={t('Confirm Logout')}
        onClose={() => setConfirmLogout(false)}
        actions={[
          { label: t('Cancel'), onClick: () => setConfirmLogout(false) },
          { label: t('Logout'), onClick: logout, primary: true },
        ]}
      >
        <p>{t('Are you sure you want to log out?')}</p>
      </Dialog>
    </header>
  );
}
