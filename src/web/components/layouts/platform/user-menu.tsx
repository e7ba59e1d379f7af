import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Me } from "#shared/schemas/team";
import { RoleBadge } from "#web/components/role-badge";
import { Avatar } from "#web/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu";
import { initials } from "#web/lib/format";

/** The signed-in user in the top bar: their name and role, their account, and logout. */
export function UserMenu({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const name = me.user.full_name || "User";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex h-10 items-center gap-2 rounded-md px-1.5 pointer-coarse:h-11 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`User menu for ${name}`}
      >
        <Avatar name={name} src={me.user.avatar_url} initials={initials(name)} />
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-medium text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-600">{me.user.email}</p>
          <RoleBadge role={me.role} className="mt-1.5" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/platform/account">
            <UserRound aria-hidden /> Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
