import { screen } from "@testing-library/react";
import { addDays, format } from "date-fns";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardProject, DashboardSummary } from "#shared/schemas/dashboard";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { UpcomingProjects } from "./general-sections";

afterEach(() => vi.unstubAllGlobals());

const inDays = (days: number) => format(addDays(new Date(), days), "yyyy-MM-dd");

const book = (title: string, deadline: string): DashboardProject => ({
  id: title,
  title,
  author: "A. Author",
  current_stage: "Editing",
  progress: 29,
  deadline,
  updated_at: "2026-11-20T10:00:00.000Z",
});

function renderSection(lists: Pick<DashboardSummary, "upcoming" | "overdue">) {
  stubApi({
    "/dashboard": {
      $get: { yourProjects: [], pipeline: [], recentActivity: [], activeProjects: 0, assignment: null, ...lists },
    },
  });
  renderWithProviders(<UpcomingProjects />);
}

describe("Upcoming Projects", () => {
  it("names a book already past its deadline above the ones coming up, and is not 'All caught up!'", async () => {
    renderSection({ overdue: [book("The Late Atlas", inDays(-3))], upcoming: [] });
    const late = await screen.findByRole("list", { name: "Past their deadline" });
    expect(late).toHaveTextContent("The Late Atlas");
    expect(late).toHaveTextContent("Overdue");
    expect(late).toHaveTextContent("3 days overdue");
    expect(screen.queryByText("All caught up!")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Upcoming deadlines" })).not.toBeInTheDocument();
  });

  it("says 'All caught up!' only when nothing is late or coming up", async () => {
    renderSection({ overdue: [], upcoming: [] });
    expect(await screen.findByText("All caught up!")).toBeInTheDocument();
  });

  it("lists the coming deadlines, soonest first as the server sends them", async () => {
    renderSection({ overdue: [], upcoming: [book("Soon", inDays(2)), book("Later", inDays(9))] });
    const coming = await screen.findByRole("list", { name: "Upcoming deadlines" });
    expect(coming).toHaveTextContent(/Soon.*Due in 2 days.*Later.*Due in 9 days/);
  });
});
