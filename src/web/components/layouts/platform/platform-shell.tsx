import { Menu, PanelLeft } from "lucide-react";
import { useRef } from "react";
import type { Me } from "#shared/schemas/team";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#web/components/ui/sheet";
import { cn } from "#web/lib/cn";
import { Breadcrumbs } from "./breadcrumbs";
import { SidebarContent } from "./sidebar";
import { useSidebarState } from "./use-sidebar-state";
import { UserMenu } from "./user-menu";

/**
 * The authenticated shell: a collapsible sidebar (16rem, 3rem collapsed; an 18rem
 * sheet below 768px) and a top bar with the page's breadcrumbs and the user menu,
 * around the page. Callers provide the TooltipProvider the collapsed sidebar uses.
 */
export function PlatformShell({
  me,
  onSignOut,
  topBarActions,
  children,
}: {
  me: Me;
  onSignOut: () => void;
  /** Controls at the right end of the top bar (the notification bell). */
  topBarActions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const sidebar = useSidebarState();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {!sidebar.isMobile && (
        <aside
          aria-label="Sidebar"
          data-state={sidebar.expanded ? "expanded" : "collapsed"}
          className={cn(
            "sticky top-0 h-screen shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200",
            sidebar.expanded ? "w-64" : "w-12",
          )}
        >
          <SidebarContent me={me} expanded={sidebar.expanded} onSignOut={onSignOut} />
        </aside>
      )}
      {sidebar.isMobile && (
        <Sheet open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
          <SheetContent
            ref={menu}
            className="w-72"
            aria-describedby={undefined}
            closeLabel="Close menu"
            // Radix passes over links when it picks the first control to focus, which here is Logout,
            // where a second Enter would sign out: the menu starts on the current page's link.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const links = menu.current?.querySelectorAll<HTMLElement>("nav a");
              (menu.current?.querySelector<HTMLElement>('nav a[aria-current="page"]') ?? links?.[0])?.focus();
            }}
            // The toggle is not Radix's own trigger, so Radix cannot give it the focus back.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              toggle.current?.focus();
            }}
          >
            <SheetTitle className="sr-only">Navigation</SheetTitle>
            <SheetDescription className="sr-only">Platform navigation</SheetDescription>
            <SidebarContent me={me} expanded onSignOut={onSignOut} onNavigate={() => sidebar.setMobileOpen(false)} />
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-sticky-top-bar
          className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3"
        >
          <button
            ref={toggle}
            type="button"
            onClick={sidebar.toggle}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 pointer-coarse:size-11"
            aria-label="Toggle sidebar"
            aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
            title="Toggle sidebar (Ctrl+B)"
          >
            {sidebar.isMobile ? <Menu className="size-5" aria-hidden /> : <PanelLeft className="size-5" aria-hidden />}
          </button>
          <Breadcrumbs />
          {/* The right end of the bar: page-wide controls (notifications) sit before the user menu. */}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {topBarActions}
            <UserMenu me={me} onSignOut={onSignOut} />
          </div>
        </header>
        <main id="main" className="flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
