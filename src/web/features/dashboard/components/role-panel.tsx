import { Activity, ArrowRight, BookOpen, FileCheck, Palette, Type } from "lucide-react";
import { Link } from "react-router";
import type { AssignableRole } from "#shared/roles";
import { ROLE_STAGE } from "#shared/roles";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDashboardSummary } from "#web/features/dashboard/api/get-dashboard";
import { cn } from "#web/lib/cn";
import { StatCard } from "./stat-card";

interface RoleCard {
  title: string;
  unit: [singular: string, plural: string];
  action: string;
  tone: string;
  actionTone: string;
  icon: typeof BookOpen;
}

/** Each production role's coloured card: what waits for me in my stage, and the way to it. */
const ROLE_CARDS: Record<AssignableRole, RoleCard> = {
  Writer: {
    title: "Writing Assignments",
    unit: ["manuscript", "manuscripts"],
    action: "View Assignments",
    tone: "bg-blue-700",
    actionTone: "text-blue-900 hover:bg-blue-50",
    icon: BookOpen,
  },
  Editor: {
    title: "Editorial Reviews",
    unit: ["review", "reviews"],
    action: "Start Reviewing",
    tone: "bg-green-800",
    actionTone: "text-green-900 hover:bg-green-50",
    icon: FileCheck,
  },
  Illustrator: {
    title: "Illustration Tasks",
    unit: ["illustration", "illustrations"],
    action: "View Assignments",
    tone: "bg-pink-700",
    actionTone: "text-pink-900 hover:bg-pink-50",
    icon: Palette,
  },
  Typesetter: {
    title: "Typesetting Queue",
    unit: ["document", "documents"],
    action: "Start Typesetting",
    tone: "bg-amber-800",
    actionTone: "text-amber-900 hover:bg-amber-50",
    icon: Type,
  },
};

/** The project list filtered to my projects in my role's stage. */
export const assignmentsLink = (role: AssignableRole) =>
  `/platform/projects?${new URLSearchParams({ stage: ROLE_STAGE[role], assigned: "me" })}`;

export function RoleAssignmentCard({ role }: { role: AssignableRole }) {
  const card = ROLE_CARDS[role];
  const summary = useDashboardSummary();
  const Icon = card.icon;
  return (
    <Card className={cn("border-0 p-5 text-white", card.tone)} data-testid="role-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{card.title}</h2>
          <QueryState
            query={summary}
            what="your assignments"
            skeleton={<Skeleton className="mt-2 h-9 w-24 bg-white/30" />}
          >
            {(data) => {
              const count = data.assignment?.count ?? 0;
              return (
                <p className="mt-2">
                  <span className="text-3xl font-bold" data-testid="role-card-count">
                    {count}
                  </span>{" "}
                  <span>
                    {count === 1 ? card.unit[0] : card.unit[1]} in {ROLE_STAGE[role]} assigned to you
                  </span>
                </p>
              );
            }}
          </QueryState>
        </div>
        <Icon aria-hidden className="size-8 shrink-0 opacity-90" />
      </div>
      <Button asChild variant="outline" className={cn("mt-4 border-white bg-white", card.actionTone)}>
        <Link to={assignmentsLink(role)}>
          {card.action} <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

/** The production roles' stat card: the projects I can see that are still in production. */
export function ActiveProjectsCard() {
  const summary = useDashboardSummary();
  return (
    <StatCard
      label="Active Projects"
      value={summary.data?.activeProjects}
      hint="Projects you can see that are not Completed"
      icon={Activity}
    />
  );
}
