import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectDetail } from "#web/test/api-fixtures";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { EditProjectForm } from "./edit-project-form";

afterEach(() => vi.unstubAllGlobals());

describe("EditProjectForm", () => {
  it("names a stored objective that today's rules refuse, and sends nothing", async () => {
    const project = projectDetail({ objectives: ["Explain tides", "Line one\u0001"] });
    const fetchMock = stubApi({
      "/users/directory": { $get: { users: [] } },
      "/projects/:id/files": { $get: { items: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EditProjectForm project={project} />);
    await user.click(screen.getByRole("button", { name: "Update Project" }));
    expect(
      await screen.findByText(/^Objective 2: An objective contains a character that is not allowed/),
    ).toBeVisible();
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
    expect(sent).toEqual([]);
  });
});
