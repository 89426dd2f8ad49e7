import * as React from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isActivePath, navLinks, paths } from '@/lib/routes';
import { useSettings } from '@/lib/settings';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { AlpanaMark } from './AlpanaMark';
import { LanguageSwitch } from './LanguageSwitch';

const linkBase =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-base font-semibold transition-colors hover:bg-cream-dark lg:px-3';

export function Navbar() {
  const { t, i18n } = useLingui();
  const { settings, isLoading } = useSettings();
  const { pathname } = useLocation();
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();

  const links = [...navLinks, { to: paths.admin, label: msg`Admin` }];
  const classFor = (to: string, muted = false) =>
    cn(
      linkBase,
      muted ? 'text-sm font-medium text-maroon-soft' : 'text-maroon',
      isActivePath(to, pathname) && 'bg-sindoor text-white hover:bg-sindoor-dark',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <Link to={paths.home} className="flex min-h-11 items-center gap-2 rounded-lg pr-2 font-bold">
          <AlpanaMark className="size-9 shrink-0" />
          {/* On a tablet the links need the whole bar (in Bengali most of all): the mark alone
              stands for the group there, its name still read out. */}
          {isLoading ? (
            <>
              <Skeleton className="h-5 w-40 md:max-lg:hidden" />
              <span className="sr-only">
                <Trans>Home page</Trans>
              </span>
            </>
          ) : (
            <span className="text-lg leading-tight md:max-lg:sr-only">{settings.groupName}</span>
          )}
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {links.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.home}
                className={classFor(to, to === paths.admin)}
                aria-current={isActivePath(to, pathname) ? 'page' : undefined}
              >
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch />
          </li>
        </ul>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-maroon hover:bg-cream-dark md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </nav>

      {open && (
        <ul id={menuId} className="mx-auto flex max-w-6xl flex-col gap-1 border-t border-line px-4 pb-3 pt-2 md:hidden">
          {links.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.home}
                className={cn(classFor(to, to === paths.admin), 'w-full')}
                aria-current={isActivePath(to, pathname) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="w-full" onSwitched={() => setOpen(false)} />
          </li>
        </ul>
      )}
    </header>
  );
}
