import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProjectListItem } from "#shared/schemas/project";
import { renderWithProviders } from "#web/test/render";
import { ProjectCard } from "./project-card";

const base: ProjectListItem = {
  id: "p1",
  title: "The Long River",
  summary: "A story of a river and the people who live by it.",
  author: "Jane Doe",
  subject: "Literature",
  level: "Grade 5",
  genre: "Fiction",
  deadline: null,
  current_stage: "Editing",
  progress: 29,
  cover_url: null,
  created_by: "u1",
  created_at: "2024-01-01T00:00:00.000Z",
  updated_at: "2024-01-01T00:00:00.000Z",
  stage_assignee: null,
};

describe("ProjectCard", () => {
  it("shows title, author, stage, progress, stage assignee, deadline and genre, and links to the detail", () => {
    renderWithProviders(
      <ProjectCard project={{ ...base, stage_assignee: { id: "u2", full_name: "Cara", role: "Editor" } }} />,
    );
    expect(screen.getByRole("link", { name: "The Long River" })).toHaveAttribute("href", "/platform/projects/p1");
    expect(screen.getByText("by Jane Doe")).toBeInTheDocument();
    expect(screen.getByText("Editing")).toBeInTheDocument();
    expect(screen.getByText("29%")).toBeInTheDocument();
    expect(screen.getByText("Cara (Editor)")).toBeInTheDocument();
    expect(screen.getByText("No deadline")).toBeInTheDocument();
    expect(screen.getByTestId("genre-banner")).toHaveTextContent("Fiction");
  });

  it("shows 'Unassigned', the cover image and 'Due MMM dd'", () => {
    renderWithProviders(
      <ProjectCard project={{ ...base, deadline: "2099-03-05", cover_url: "/api/projects/p1/cover" }} />,
    );
    expect(screen.getByText("Unassigned")).toBeInTheDocument();
    expect(screen.getByText("Due Mar 05")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Cover of The Long River" })).toHaveAttribute(
      "src",
      "/api/projects/p1/cover",
    );
  });

  it("fetches a first-row cover at once and first, and any other cover lazily", () => {
    const project = { ...base, cover_url: "/api/projects/p1/cover" };
    const { unmount } = renderWithProviders(<ProjectCard project={project} coverFirst />);
    const first = screen.getByRole("img", { name: "Cover of The Long River" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    unmount();
    renderWithProviders(<ProjectCard project={project} />);
    expect(screen.getByRole("img", { name: "Cover of The Long River" })).toHaveAttribute("loading", "lazy");
  });

  it("renders a title with markup as text", () => {
    const title = "<img src=x onerror=alert(1)>";
    const { container } = renderWithProviders(<ProjectCard project={{ ...base, title }} />);
    expect(screen.getByRole("link", { name: title })).toBeInTheDocument();
    expect(container.querySelector("img[src=x]")).toBeNull();
  });
});
