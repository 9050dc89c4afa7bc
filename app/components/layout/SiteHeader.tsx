import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { Site } from "#shared/content/schemas/site";
import { Logo } from "#app/components/icons/Logo";
import { useReplayedClicks } from "#app/lib/hydration";
import { EarlyClicks } from "./EarlyClicks";

/** The bar takes its "scrolled" style past this many pixels (spec §9). */
export const STICKY_THRESHOLD_PX = 50;

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({ site }: { site: Site }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(STICKY_THRESHOLD_PX);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const toggleProps = useReplayedClicks(toggleRef);

  // Close the mobile menu on navigation and with Escape.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Focus inside the menu would fall to <body> once the menu hides: give it back to the toggle.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <>
      {/* Before the controls it holds early clicks for: this one, and the page's sections below. */}
      <EarlyClicks />
      <header
        data-scrolled={scrolled || undefined}
        className="sticky top-0 z-50 border-b border-transparent bg-white/95 backdrop-blur transition-shadow data-[scrolled]:border-line data-[scrolled]:shadow-card"
      >
        {/* Heights are minimums and the desktop links may wrap, so enlarged text grows the bar instead of spilling out of it. */}
        <div className="container-page flex min-h-16 items-center justify-between gap-2 py-2 sm:gap-4 md:min-h-20">
          <Link to="/" className="min-w-0 rounded-md lg:shrink-0" aria-label={`${site.company.name} home`}>
            <Logo name={site.company.name} />
          </Link>
          <nav aria-label="Main" className="hidden min-w-0 lg:block">
            <NavLinks links={site.mainNav} className="flex flex-wrap items-center justify-center gap-0.5 xl:gap-1" />
          </nav>
          <div className="flex shrink-0 items-center gap-2">
            <Link to={site.quoteCta.href} className="btn btn-primary hidden sm:inline-flex">
              {site.quoteCta.label}
            </Link>
            <button
              {...toggleProps}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg border border-line text-ink lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
              <MenuIcon open={menuOpen} />
            </button>
          </div>
        </div>
        <nav
          ref={menuRef}
          id={menuId}
          aria-label="Mobile"
          hidden={!menuOpen}
          className="border-t border-line bg-white lg:hidden"
        >
          <div className="container-page py-4">
            <NavLinks links={site.mainNav} className="flex flex-col gap-1" large />
            <Link to={site.quoteCta.href} className="btn btn-primary mt-4 w-full sm:hidden">
              {site.quoteCta.label}
            </Link>
          </div>
        </nav>
      </header>
    </>
  );
}

function NavLinks({ links, className, large }: { links: Site["mainNav"]; className: string; large?: boolean }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            end={link.href === "/"}
            prefetch="intent"
            className={({ isActive }) =>
              `block rounded-lg font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 ${
                large ? "px-3 py-3 text-lg" : "px-1.5 py-1.5 text-[0.9375rem] xl:px-3 xl:text-base"
              } ${isActive ? "text-brand-700" : "text-ink"}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
