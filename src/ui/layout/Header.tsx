import { useSelector } from '@xstate/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectRole, selectUser } from '@/application/session/selectors';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import {
  isCurrentLink,
  libraryLinks,
  logoTarget,
  menuItems,
  showSignInButton,
  type MenuItem,
} from '@/domain/navigation/menu';
import { consoleLinks } from '@/domain/navigation/adminConsole';
import { useServices } from '@/ui/app/ServicesContext';
import { useSignOut } from '@/ui/app/signOut';
import './header.css';

function MenuEntry({
  item,
  onLogout,
  onNavigate,
}: {
  readonly item: MenuItem;
  readonly onLogout: () => void;
  readonly onNavigate: () => void;
}) {
  const analyticsId = `menu-${item.id}`;
  if (item.kind === 'logout') {
    return (
      <button
        type="button"
        className="menu-item"
        data-analytics-id={analyticsId}
        onClick={onLogout}
      >
        {item.label}
      </button>
    );
  }
  if (item.newTab) {
    return (
      <a
        className="menu-item"
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${item.label} (opens in a new tab)`}
        data-analytics-id={analyticsId}
        onClick={onNavigate}
      >
        {item.label}
      </a>
    );
  }
  return (
    <Link className="menu-item" to={item.to} data-analytics-id={analyticsId} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

/**
 * The account menu: a disclosure button that shows the role's items (spec §2, §6). Escape closes
 * it and gives the focus back to the button; so does clicking outside it or following an item.
 */
function AccountMenu({
  items,
  userName,
}: {
  readonly items: readonly MenuItem[];
  readonly userName: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target) !== true)
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className="account-menu" ref={containerRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button button-quiet menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        data-analytics-id="menu-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {userName === '' ? null : <span className="menu-user">{userName}</span>}
        Menu
      </button>
      <ul id={menuId} className="menu-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuEntry
              item={item}
              onNavigate={() => setOpen(false)}
              onLogout={() => {
                setOpen(false);
                signOut();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The teacher's library in the header, or an admin's console screens: always in view, one Tab
 * away from the logo.
 */
function LibraryNav({
  label,
  links,
  pathname,
}: {
  readonly label: string;
  readonly links: readonly { readonly id: string; readonly label: string; readonly to: string }[];
  readonly pathname: string;
}) {
  return (
    <nav aria-label={label} className="library-nav">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link
              className="library-nav-link"
              to={link.to}
              aria-current={isCurrentLink(pathname, link.to) ? 'page' : undefined}
              data-analytics-id={`header-${link.id}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site header: logo, the teacher's library links, the Sign in button on public pages, and the menu of a signed-in user (spec §2). */
export function Header() {
  const { session, account, experimentalFeatures } = useServices();
  const role = useSelector(session, selectRole);
  const userName = useSelector(session, (snapshot) => selectUser(snapshot)?.name ?? '');
  const { pathname } = useLocation();
  // Subscribed to the account, so saving the profile's flag updates the menu without a reload.
  const experimental = useSyncExternalStore(
    account.subscribe,
    () => experimentalFeatures?.() ?? false,
  );
  const items = menuItems(role, { enableExperimentalFeatures: experimental });
  const library = role === 'admin' ? consoleLinks(role) : libraryLinks(role);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link
          className="logo"
          to={logoTarget(pathname, role)}
          aria-label="Parlo home"
          data-analytics-id="header-logo"
        >
          <span aria-hidden="true" className="logo-mark">
            P
          </span>
          Parlo
        </Link>
        {library.length === 0 ? null : (
          <LibraryNav
            label={role === 'admin' ? 'Admin console' : 'Library'}
            links={library}
            pathname={pathname}
          />
        )}
        <nav aria-label="Main" className="site-nav">
          {showSignInButton(pathname, role !== null) ? (
            <Link
              className="button button-primary"
              to={SIGN_IN_PATH}
              data-analytics-id="header-signin"
            >
              Sign in
            </Link>
          ) : null}
          {items.length === 0 ? null : <AccountMenu items={items} userName={userName} />}
        </nav>
      </div>
    </header>
  );
}
