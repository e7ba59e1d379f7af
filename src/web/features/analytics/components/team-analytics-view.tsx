import { useMemo, useState } from "react";
import type { TeamAnalytics } from "#shared/schemas/analytics";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useTeamAnalytics } from "#web/features/analytics/api/get-analytics";
import { localToday, monthDay } from "#web/lib/format";
import { ChartFigure } from "./chart-figure";

const WEEKS = 8;
// Distinguishable line colours, cycled when there are more people.
const PALETTE = ["#2563eb", "#db2777", "#059669", "#d97706", "#7c3aed", "#0891b2", "#dc2626", "#4b5563"];

/** Admin team analytics: hours per person per week, and the median days each stage takes. */
export function TeamAnalyticsView() {
  const [today] = useState(localToday);
  const analytics = useTeamAnalytics(today, WEEKS);
  return (
    <QueryState query={analytics} what="the analytics">
      {(data) => <TeamAnalyticsBody data={data} />}
    </QueryState>
  );
}

function TeamAnalyticsBody({ data }: { data: TeamAnalytics }) {
  const charts = useMemo(() => {
    const measured = data.stage_medians.filter((s) => s.samples > 0);
    return {
      weekLabels: data.weeks.map((w) => monthDay(w)),
      people: data.people.map((p, i) => ({
        label: p.name,
        values: p.hours_by_week,
        color: PALETTE[i % PALETTE.length],
      })),
      stageLabels: measured.map((s) => s.stage),
      medians: [{ label: "Median days", values: measured.map((s) => s.median_days ?? 0), color: "#059669" }],
    };
  }, [data]);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Hours per person per week</CardTitle>
        </CardHeader>
        <CardContent>
          {charts.people.length === 0 ? (
            <EmptyState
              title={`No hours recorded in the last ${WEEKS} weeks.`}
              description="Hours come from progress updates: each update posted on a project, with the hours worked, counts here."
            />
          ) : (
            <ChartFigure
              title={`Hours per person by week, last ${WEEKS} weeks`}
              labelHeader="Week of"
              labels={charts.weekLabels}
              series={charts.people}
              kind="lines"
              unit="h"
              format={(h) => `${h} h`}
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Median time in each stage</CardTitle>
        </CardHeader>
        <CardContent>
          {charts.stageLabels.length === 0 ? (
            <EmptyState
              title={`No project has moved on from a stage in the last ${WEEKS} weeks.`}
              description="A stage counts here once a progress update moves a project on from it."
            />
          ) : (
            <ChartFigure
              title="Median days a project spent in each stage before moving on"
              labelHeader="Stage"
              labels={charts.stageLabels}
              series={charts.medians}
              unit="days"
              wholeNumbers
              format={(d) => `${d} days`}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
