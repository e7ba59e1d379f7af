import { BookOpen, LogOut } from "lucide-react";
import { NavLink } from "react-router";
import type { Me } from "#shared/schemas/team";
import { RoleBadge } from "#web/components/role-badge";
import { Avatar } from "#web/components/ui/avatar";
import { Tooltip, TooltipContent, TooltipTrigger } from "#web/components/ui/tooltip";
import { cn } from "#web/lib/cn";
import { initials } from "#web/lib/format";
import { navItemsFor } from "./nav-items";

interface SidebarProps {
  me: Me;
  /** false = collapsed to icons (desktop only). */
  expanded: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}

/** Links by role, the brand, the user's name, avatar or initial and role, and logout. */
export function SidebarContent({ me, expanded, onSignOut, onNavigate }: SidebarProps) {
  const name = me.user.full_name || "User";
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-14 items-center gap-2 border-b border-slate-200 px-3", !expanded && "justify-center")}>
        <BookOpen className="size-6 shrink-0 text-brand-700" aria-hidden />
        {expanded && <span className="text-lg font-bold text-brand-900">Folio</span>}
      </div>
      <nav aria-label="Platform" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {navItemsFor(me.role).map((item) => (
            <li key={item.to}>
              <CollapsedTooltip label={item.label} show={!expanded}>
                {/* A string, not NavLink's className function: collapsed, the tooltip's trigger merges its
                    className into the link's and would print the function as text, leaving the link unstyled
                    (inline, 72 px tall). The current page is styled from the aria-current NavLink sets. */}
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900 pointer-coarse:min-h-11",
                    !expanded && "justify-center",
                  )}
                >
                  <item.icon className="size-5 shrink-0" aria-hidden />
                  <span className={cn(!expanded && "sr-only")}>{item.label}</span>
                </NavLink>
              </CollapsedTooltip>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-2">
        <NavLink
          to="/platform/account"
          onClick={onNavigate}
          title={expanded ? undefined : `${name}: Account`}
          aria-label={expanded ? undefined : `${name}: Account`}
          className={({ isActive }) =>
            cn(
              "flex items-center gap-2 rounded-md p-2 hover:bg-slate-100 pointer-coarse:min-h-11",
              isActive && "bg-brand-50",
              !expanded && "justify-center",
            )
          }
        >
          <Avatar name={name} src={me.user.avatar_url} initials={initials(name)} />
          {expanded && (
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900" data-testid="sidebar-user-name">
                {name}
              </p>
              <RoleBadge role={me.role} />
            </div>
          )}
        </NavLink>
        <CollapsedTooltip label="Logout" show={!expanded}>
          <button
            type="button"
            onClick={onSignOut}
            className={cn(
              "flex w-full items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 pointer-coarse:min-h-11",
              !expanded && "justify-center",
            )}
          >
            <LogOut className="size-5 shrink-0" aria-hidden />
            <span className={cn(!expanded && "sr-only")}>Logout</span>
          </button>
        </CollapsedTooltip>
      </div>
    </div>
  );
}

/** Collapsed to icons, a link's name shows in a tooltip beside it, on hover and on keyboard focus. */
function CollapsedTooltip({ label, show, children }: { label: string; show: boolean; children: React.ReactElement }) {
  if (!show) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
