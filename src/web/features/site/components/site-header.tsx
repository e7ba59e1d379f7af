import { Menu, UserRound, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { navigation, site } from "#content/index";
import { SiteLogo } from "./site-logo";

const MOBILE_NAV_ID = "site-mobile-nav";

function navClass({ isActive }: { isActive: boolean }, size = "text-sm") {
  return `rounded-md px-3 py-2 ${size} font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
          <SiteLogo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <Link
            to={site.staffLoginPath}
            aria-label={site.staffLoginLabel}
            title={site.staffLoginLabel}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
          >
            <UserRound aria-hidden="true" className="size-5" />
          </Link>
          <button
            type="button"
            data-menu-toggle
            aria-controls={MOBILE_NAV_ID}
            aria-expanded="false"
            aria-label="Menu"
            className="group inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden noscript:hidden"
          >
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      {/*
        Opened by behaviours/mobile-menu.ts (a small script of its own, not React). Without
        JavaScript the toggle cannot work, so the menu is simply shown (noscript = scripting: none).
      */}
      <nav
        id={MOBILE_NAV_ID}
        aria-label="Mobile"
        data-open="false"
        className="hidden border-t border-slate-200 bg-white max-md:noscript:block max-md:data-[open=true]:block"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          {navigation.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end className={(state) => `block ${navClass(state, "text-base")}`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
