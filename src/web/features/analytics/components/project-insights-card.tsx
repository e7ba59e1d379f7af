import { useMemo, useState } from "react";
import type { Forecast, ProjectInsights } from "#shared/schemas/analytics";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useProjectInsights } from "#web/features/analytics/api/get-analytics";
import { historyDate, localToday } from "#web/lib/format";
import { ChartFigure } from "./chart-figure";

const HOURS_COLOR = "#2563eb";
const PEOPLE_COLOR = "#7c3aed";
const DAYS_COLOR = "#059669";

const hoursText = (h: number) => `${h} ${h === 1 ? "hour" : "hours"}`;
const daysText = (d: number) => `${d} ${d === 1 ? "day" : "days"}`;

/** The forecast as one sentence: the pace it rests on, the date it gives, and how that meets the deadline. */
export function forecastText(forecast: Forecast): string {
  if (forecast.status === "completed") return "This project is completed.";
  if (forecast.status === "no_data" || !forecast.forecast_date) {
    return "Not enough progress yet to forecast a completion date.";
  }
  const pace = forecast.pace_per_day == null ? "" : ` (${forecast.pace_per_day} percentage points a day)`;
  const forecastDate = `At the pace so far${pace}, completion is forecast for ${historyDate(forecast.forecast_date)}`;
  const due = forecast.deadline ? historyDate(forecast.deadline) : null;
  if (forecast.status === "no_deadline" || !due) return `${forecastDate}. No deadline is set.`;
  return `${forecastDate}: ${forecast.status === "on_track" ? "on track for" : "behind"} the deadline of ${due}.`;
}

/** The Workflow tab's Insights: hours per stage and per person, days in each stage, and the forecast. */
export function ProjectInsightsCard({ projectId }: { projectId: string }) {
  const [today] = useState(localToday);
  const insights = useProjectInsights(projectId, today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Insights</CardTitle>
        <CardDescription>From the progress updates posted so far.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={insights} what="the insights">
          {(data) => <InsightsBody data={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function InsightsBody({ data }: { data: ProjectInsights }) {
  const charts = useMemo(() => {
    // Only the stages the project has spent hours or days in: the rest would be rows of zeros.
    const days = new Map(data.days_in_stage.map((r) => [r.stage, r.days]));
    const worked = data.hours_by_stage.filter((r) => r.hours > 0 || (days.get(r.stage) ?? 0) > 0);
    return {
      stageLabels: worked.map((r) => r.stage),
      stageHours: [{ label: "Hours", values: worked.map((r) => r.hours), color: HOURS_COLOR }],
      personLabels: data.hours_by_person.map((r) => r.name),
      personHours: [{ label: "Hours", values: data.hours_by_person.map((r) => r.hours), color: PEOPLE_COLOR }],
      stageDays: [{ label: "Days", values: worked.map((r) => days.get(r.stage) ?? 0), color: DAYS_COLOR }],
    };
  }, [data]);
  return (
    <div className="space-y-6">
      <p data-testid="forecast" className="text-sm text-slate-800">
        {forecastText(data.forecast)}
      </p>
      {charts.stageLabels.length === 0 && charts.personLabels.length === 0 ? (
        // Before any progress, one line says what will be here, rather than two empty charts.
        <p className="text-sm text-slate-600">
          Hours per stage and per person, and days in each stage, appear here once progress is posted.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {charts.stageLabels.length > 0 ? (
            <>
              <ChartFigure
                title="Hours per stage"
                labelHeader="Stage"
                labels={charts.stageLabels}
                series={charts.stageHours}
                unit="h"
                format={hoursText}
              />
              <ChartFigure
                title="Days in each stage"
                labelHeader="Stage"
                labels={charts.stageLabels}
                series={charts.stageDays}
                unit="days"
                wholeNumbers
                format={daysText}
              />
            </>
          ) : (
            <EmptyState title="No time recorded in any stage yet." />
          )}
          {charts.personLabels.length > 0 ? (
            <ChartFigure
              title="Hours per person"
              labelHeader="Person"
              labels={charts.personLabels}
              series={charts.personHours}
              unit="h"
              format={hoursText}
            />
          ) : (
            <EmptyState title="No hours recorded yet." />
          )}
        </div>
      )}
    </div>
  );
}
