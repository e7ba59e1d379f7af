import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectInsights } from "#shared/schemas/analytics";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { forecastText, ProjectInsightsCard } from "./project-insights-card";

afterEach(() => vi.unstubAllGlobals());

const NO_FORECAST = { status: "no_data", pace_per_day: null, forecast_date: null, deadline: null } as const;

function renderCard(insights: ProjectInsights) {
  stubApi({ "/projects/:id/insights": { $get: insights } });
  renderWithProviders(<ProjectInsightsCard projectId="p1" />);
}

describe("ProjectInsightsCard", () => {
  it("before any progress, says in one line what will be there instead of drawing empty charts", async () => {
    renderCard({ hours_by_stage: [], hours_by_person: [], days_in_stage: [], forecast: NO_FORECAST });
    expect(
      await screen.findByText(
        "Hours per stage and per person, and days in each stage, appear here once progress is posted.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("forecast")).toHaveTextContent("Not enough progress yet to forecast a completion date.");
    expect(screen.queryByTestId("empty-state")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("with progress, shows each figure's table and no placeholder line", async () => {
    renderCard({
      hours_by_stage: [{ stage: "Writing", hours: 6.5 }],
      hours_by_person: [{ user_id: "u1", name: "Wanjiru Kamau", hours: 6.5 }],
      days_in_stage: [{ stage: "Writing", days: 3 }],
      forecast: NO_FORECAST,
    });
    expect(await screen.findAllByRole("table")).toHaveLength(3);
    expect(screen.getByText("3 days")).toBeInTheDocument();
    expect(screen.queryByText(/appear here once progress is posted/)).not.toBeInTheDocument();
  });

  it("draws a chart where there are bars to compare, and only the table for a single bar", async () => {
    renderCard({
      hours_by_stage: [
        { stage: "Writing", hours: 6.5 },
        { stage: "Editing", hours: 2 },
      ],
      hours_by_person: [{ user_id: "u1", name: "Wanjiru Kamau", hours: 8.5 }],
      days_in_stage: [
        { stage: "Writing", days: 3 },
        { stage: "Editing", days: 1 },
      ],
      forecast: NO_FORECAST,
    });
    const figure = (title: string) => screen.getByText(title, { selector: "figcaption" }).closest("figure");
    await screen.findAllByRole("table");
    expect(within(figure("Hours per stage") as HTMLElement).queryByTestId("chart-area")).toBeInTheDocument();
    expect(within(figure("Days in each stage") as HTMLElement).queryByTestId("chart-area")).toBeInTheDocument();
    const person = figure("Hours per person") as HTMLElement;
    expect(within(person).queryByTestId("chart-area")).not.toBeInTheDocument();
    expect(within(person).getByRole("row", { name: "Wanjiru Kamau 8.5 hours" })).toBeInTheDocument();
  });
});

describe("forecastText", () => {
  const forecast = { pace_per_day: 0.86, forecast_date: "2027-02-02", deadline: "2027-03-01" };

  it("says the pace, the date and how it meets the deadline in one sentence", () => {
    expect(forecastText({ ...forecast, status: "on_track" })).toBe(
      "At the pace so far (0.86 percentage points a day), completion is forecast for Feb 02, 2027: on track for the deadline of Mar 01, 2027.",
    );
    expect(forecastText({ ...forecast, status: "behind", deadline: "2027-01-15" })).toBe(
      "At the pace so far (0.86 percentage points a day), completion is forecast for Feb 02, 2027: behind the deadline of Jan 15, 2027.",
    );
    expect(forecastText({ ...forecast, status: "no_deadline", deadline: null })).toBe(
      "At the pace so far (0.86 percentage points a day), completion is forecast for Feb 02, 2027. No deadline is set.",
    );
  });

  it("says plainly when there is nothing to forecast", () => {
    expect(forecastText({ ...forecast, status: "completed" })).toBe("This project is completed.");
    expect(forecastText({ status: "no_data", pace_per_day: null, forecast_date: null, deadline: null })).toBe(
      "Not enough progress yet to forecast a completion date.",
    );
  });
});
