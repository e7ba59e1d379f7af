import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BackupStatus } from "#shared/schemas/backups";
import { stubApi } from "#web/test/api-stub";
import { BackupStatusCard, intervalLabel } from "./backup-status-card";

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3600;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR * 1000).toISOString();

function showStatus(status: BackupStatus) {
  stubApi({ "/backups/status": { $get: status } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackupStatusCard />
    </QueryClientProvider>,
  );
}

const ON: BackupStatus = {
  enabled: true,
  command: "npm run backup",
  directory: "/var/backups/folio",
  interval_seconds: 24 * HOUR,
  keep: 7,
  last: null,
  last_success_at: null,
  warning: null,
};

describe("BackupStatusCard", () => {
  it("says scheduled backups are off and shows the command when BACKUP_DIR is unset", async () => {
    showStatus({ ...ON, enabled: false, directory: null });
    expect(await screen.findByText(/Scheduled backups are off/)).toBeInTheDocument();
    expect(screen.getByText("npm run backup")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the last backup's time, size and outcome, with no warning when it is recent", async () => {
    const at = hoursAgo(2);
    showStatus({
      ...ON,
      last: { attempted_at: at, outcome: "success", archive: "folio-backup-x.tar.gz", bytes: 1536, error: null },
      last_success_at: at,
    });
    expect(await screen.findByText("Succeeded")).toBeInTheDocument();
    expect(screen.getByText("1.50 KB")).toBeInTheDocument();
    expect(screen.getByText(/\(2 hours ago\)/)).toBeInTheDocument();
    expect(screen.getByText("Taken every day; the last 7 are kept.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("warns when the last backup failed, with its reason", async () => {
    showStatus({
      ...ON,
      last: { attempted_at: hoursAgo(1), outcome: "failure", archive: null, bytes: null, error: "disk full" },
      last_success_at: hoursAgo(25),
      warning: "failed",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The last backup failed: disk full.");
    expect(screen.getByText("Failed")).toBeInTheDocument();
  });

  it("warns when the last backup is older than two intervals", async () => {
    const at = hoursAgo(60);
    showStatus({
      ...ON,
      last: { attempted_at: at, outcome: "success", archive: "folio-backup-y.tar.gz", bytes: 10, error: null },
      last_success_at: at,
      warning: "stale",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/older than two intervals \(taken 3 days ago\)/);
  });

  it("names intervals in words", () => {
    expect([86_400, 21_600, 1_800, 90].map(intervalLabel)).toEqual(["day", "6 hours", "30 minutes", "90 seconds"]);
  });
});
