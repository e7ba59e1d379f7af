import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectInsights } from "#shared/schemas/analytics";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { ProjectInsightsCard } from "./project-insights-card";

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
});
