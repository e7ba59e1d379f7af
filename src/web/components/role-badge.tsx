import type { RoleOrUser } from "#shared/roles";
import { cn } from "#web/lib/cn";
import { Badge } from "./ui/badge";

/** Badge colours: Admin purple, Writer blue, Editor green, Typesetter amber, Illustrator pink; 'User' grey. */
const ROLE_STYLES: Record<RoleOrUser, string> = {
  Admin: "bg-purple-100 text-purple-900",
  Writer: "bg-blue-100 text-blue-900",
  Editor: "bg-green-100 text-green-900",
  Typesetter: "bg-amber-100 text-amber-900",
  Illustrator: "bg-pink-100 text-pink-900",
  User: "bg-slate-100 text-slate-800",
};

export function RoleBadge({ role, className }: { role: RoleOrUser; className?: string }) {
  return <Badge className={cn(ROLE_STYLES[role] ?? ROLE_STYLES.User, className)}>{role}</Badge>;
}
