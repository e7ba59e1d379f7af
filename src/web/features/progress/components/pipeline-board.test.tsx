import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoardCard } from "#shared/schemas/board";
import { STAGES } from "#shared/stages";
import { stubApi } from "#web/test/api-stub";
import { ADMIN_ME, renderWithProviders } from "#web/test/render";
import { PipelineBoard } from "./pipeline-board";

// jsdom has no ResizeObserver, with which the drawn board watches its scroller's edges.
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

const card: BoardCard = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Moon Book",
  author: "Jo Moon",
  deadline: null,
  current_stage: "Writing",
  progress: 14,
  stage_assignee: null,
};

/** The board with the given cards, each in its stage's column. */
function stubBoard(cards: BoardCard[]) {
  const columns = STAGES.map((stage) => {
    const items = cards.filter((c) => c.current_stage === stage);
    return { stage, count: items.length, overdue_count: 0, items };
  });
  stubApi({ "/board": { $get: { columns } } });
}

describe("PipelineBoard", () => {
  it("with no project at all, shows one empty state offering New Project instead of eight empty columns", async () => {
    stubBoard([]);
    renderWithProviders(<PipelineBoard />, { me: { ...ADMIN_ME, role: "Writer" }, path: "/platform/board" });
    const empty = await screen.findByTestId("empty-state");
    expect(within(empty).getByText("No projects yet")).toBeVisible();
    expect(within(empty).getByRole("link", { name: "New Project" })).toHaveAttribute("href", "/platform/projects/new");
    expect(screen.queryByTestId("board-column")).not.toBeInTheDocument();
    expect(screen.queryByText("No projects")).not.toBeInTheDocument();
  });

  it("keeps the quiet 'No projects' in empty columns while another column has a card", async () => {
    stubBoard([card]);
    renderWithProviders(<PipelineBoard />, { path: "/platform/board" });
    expect(await screen.findByRole("link", { name: "Moon Book" })).toBeVisible();
    expect(screen.getAllByTestId("board-column")).toHaveLength(STAGES.length);
    expect(screen.getAllByText("No projects")).toHaveLength(STAGES.length - 1);
    expect(screen.queryByTestId("empty-state")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New Project" })).not.toBeInTheDocument();
  });
});
