import {
  ChartColumn,
  Columns3,
  FileText,
  FolderKanban,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Users,
} from "lucide-react";
import { can, type RoleAction } from "#shared/permissions";
import type { RoleOrUser } from "#shared/roles";
import { BOARD_PATH, TEAM_ANALYTICS_PATH } from "#web/lib/platform-paths";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to roles allowed this action; the server refuses the rest anyway. */
  requires?: RoleAction;
}

const NAV_ITEMS: NavItem[] = [
  { to: "/platform/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/platform/projects", label: "Projects", icon: FolderKanban },
  { to: BOARD_PATH, label: "Board", icon: Columns3 },
  { to: "/platform/files", label: "Files", icon: FileText, requires: "viewFiles" },
  { to: "/platform/users", label: "Team Members", icon: Users, requires: "viewTeam" },
  { to: "/platform/enquiries", label: "Enquiries", icon: Inbox, requires: "viewEnquiries" },
  { to: TEAM_ANALYTICS_PATH, label: "Analytics", icon: ChartColumn, requires: "viewAdminDashboard" },
  { to: "/platform/activity", label: "Activity", icon: History, requires: "viewActivityLog" },
  { to: "/platform/settings", label: "Settings", icon: Settings, requires: "manageSettings" },
];

export function navItemsFor(role: RoleOrUser): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.requires || can(role, item.requires));
}

/** The sidebar section a path belongs to (its first breadcrumb), whatever the viewer's role. */
export function sectionFor(pathname: string): Pick<NavItem, "to" | "label"> | null {
  return NAV_ITEMS.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ?? null;
}
