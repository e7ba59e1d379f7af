import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileText } from "lucide-react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "#web/lib/api-client";
import { EmptyState, type ErrorFrame, loadFailure, QueryState } from "./query-state";

/** The query's answers, in order; the last one repeats. Each call takes the next. */
function answers(...steps: Array<() => Promise<string[]>>) {
  let call = 0;
  return vi.fn(() => steps[Math.min(call++, steps.length - 1)]!());
}

const never = () => new Promise<string[]>(() => {});
const fail = (error: Error) => () => Promise.reject(error);
const give = (items: string[]) => () => Promise.resolve(items);

function Comments({
  load,
  frame,
  notFound,
}: {
  load: () => Promise<string[]>;
  frame?: ErrorFrame;
  notFound?: boolean;
}) {
  const query = useQuery({ queryKey: ["comments"], queryFn: load, retry: false });
  return (
    <QueryState
      query={query}
      what="the comments"
      errorFrame={frame}
      notFound={notFound ? <p>Not here</p> : undefined}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState
          icon={FileText}
          title="No comments yet"
          description="Be the first to comment."
          action={<button type="button">Add a comment</button>}
        />
      }
    >
      {(items) => (
        <ul aria-label="Comments">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function show(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
  return client;
}

afterEach(() => vi.restoreAllMocks());

describe("QueryState", () => {
  it("while loading, shows a busy status region named after what loads, and no content", () => {
    show(<Comments load={never} />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status).toHaveTextContent("Loading the comments…");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the data once it arrives", async () => {
    show(<Comments load={give(["First!", "Second"])} />);
    const list = await screen.findByRole("list", { name: "Comments" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["First!", "Second"]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the empty state with its title, description and action when the result is empty", async () => {
    show(<Comments load={give([])} />);
    expect(await screen.findByText("No comments yet")).toBeInTheDocument();
    expect(screen.getByText("Be the first to comment.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a comment" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("on failure says what could not be loaded, why and what to do, and Try again calls the query again", async () => {
    const load = answers(fail(new ApiRequestError(500, "internal_error", "Internal server error")), give(["Back"]));
    show(<Comments load={load} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The comments could not be loaded.");
    expect(alert).toHaveTextContent("Internal server error");
    expect(alert).toHaveTextContent("If it keeps failing, tell your administrator.");
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Back")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps data already shown when a later refetch fails, and says so above it", async () => {
    const load = answers(
      give(["Kept"]),
      fail(new ApiRequestError(503, "database_unavailable", "Database unavailable")),
    );
    const client = show(<Comments load={load} />);
    expect(await screen.findByText("Kept")).toBeInTheDocument();
    await client.refetchQueries({ queryKey: ["comments"] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in a moment");
    expect(screen.getByText("Kept")).toBeInTheDocument();
  });

  it("as a page's content, the failure has its heading and a way back", async () => {
    show(
      <Comments
        load={fail(new ApiRequestError(500, "internal_error", "Internal server error"))}
        frame={{ heading: "h1", title: "Error loading project", back: { to: "/platform/projects", label: "Back" } }}
      />,
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: "Error loading project" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back" })).toHaveAttribute("href", "/platform/projects");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("replaces data already shown with the not-found content when a refetch answers 404: it is gone", async () => {
    const load = answers(give(["Deleted meanwhile"]), fail(new ApiRequestError(404, "not_found", "Not found")));
    const client = show(<Comments load={load} notFound />);
    expect(await screen.findByText("Deleted meanwhile")).toBeInTheDocument();
    await client.refetchQueries({ queryKey: ["comments"] });
    expect(await screen.findByText("Not here")).toBeInTheDocument();
    expect(screen.queryByText("Deleted meanwhile")).not.toBeInTheDocument();
  });

  it("shows the not-found content for a 404 instead of the error", async () => {
    show(<Comments load={fail(new ApiRequestError(404, "not_found", "Not found"))} notFound />);
    expect(await screen.findByText("Not here")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});

describe("loadFailure", () => {
  it("tells a lost connection from a server answer, and says what to do for each", () => {
    expect(loadFailure(new TypeError("Failed to fetch"))).toEqual({
      reason: "Folio could not be reached.",
      advice: "Check your connection, then try again.",
    });
    expect(loadFailure(new ApiRequestError(429, "rate_limited", "Too many requests")).advice).toBe(
      "Wait a minute, then try again.",
    );
    expect(loadFailure(new ApiRequestError(403, "forbidden", "Forbidden")).advice).toMatch(/ask an Admin/);
    expect(loadFailure(new ApiRequestError(401, "unauthorized", "Sign in")).advice).toMatch(/sign in again/);
  });

  it("ends the server's message as a sentence, and never advises asking again for what cannot change", () => {
    expect(loadFailure(new ApiRequestError(404, "not_found", "Project not found"))).toEqual({
      reason: "Project not found.",
      advice: "It may have been deleted, or you may no longer have access.",
    });
    const refused = loadFailure(
      new ApiRequestError(400, "validation_failed", "The start of the range must come before its end"),
    );
    expect(refused.reason).toBe("The start of the range must come before its end.");
    expect(refused.advice).not.toMatch(/reload/);
  });
});
