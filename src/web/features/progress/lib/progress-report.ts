import { format, parseISO } from "date-fns";
import type { ProgressEntry, ProgressHistory } from "#shared/schemas/progress";
import type { Stage } from "#shared/stages";

export const NO_PROGRESS_TO_EXPORT = "No progress data available to export.";

const dateTime = (iso: string) => format(parseISO(iso), "MMM dd, yyyy HH:mm");
const hours = (value: number | null) => (value == null ? "Not recorded" : `${value}`);
const author = (entry: ProgressEntry) => entry.user_name ?? "Unknown User";

export function reportFileName(now: Date): string {
  return `project-progress-report-${format(now, "yyyy-MM-dd")}.txt`;
}

export function historyCsvFileName(now: Date): string {
  return `project-progress-history-${format(now, "yyyy-MM-dd")}.csv`;
}

/**
 * The plain-text progress report: project id, current stage, when it was made,
 * a summary (entries, total hours, contributors, latest update) and the full history.
 */
export function buildProgressReport(
  project: { id: string; current_stage: Stage },
  history: ProgressHistory,
  now: Date,
): string {
  const { summary } = history;
  const lines = [
    "PROJECT PROGRESS REPORT",
    "=======================",
    `Project ID: ${project.id}`,
    `Current Stage: ${project.current_stage}`,
    `Generated: ${format(now, "MMM dd, yyyy HH:mm")}`,
    "",
    "SUMMARY",
    "-------",
    `Total Entries: ${summary.entry_count}`,
    `Total Hours: ${summary.total_hours}`,
    `Contributors: ${summary.contributor_count}`,
    `Latest Update: ${summary.latest_update ? dateTime(summary.latest_update) : "None"}`,
    "",
    "PROGRESS HISTORY",
    "----------------",
  ];
  history.items.forEach((entry, index) => {
    lines.push(
      "",
      `${index + 1}. ${format(parseISO(entry.date), "MMM dd, yyyy")} ${format(parseISO(entry.created_at), "HH:mm")} by ${author(entry)}`,
      `Stage: ${entry.current_stage}`,
      `Hours Worked: ${hours(entry.hours_worked)}`,
      "Description:",
      entry.description,
    );
    if (entry.challenges) lines.push("Challenges:", entry.challenges);
    if (entry.help_required) lines.push(`Help Required: ${entry.help_required}`);
  });
  return `${lines.join("\n")}\n`;
}

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number | null): string {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function buildHistoryCsv(history: ProgressHistory): string {
  const header = ["Date", "Time", "Author", "Stage", "Hours Worked", "Description", "Challenges", "Help Required"];
  const rows = history.items.map((e) => [
    e.date,
    format(parseISO(e.created_at), "HH:mm"),
    author(e),
    e.current_stage,
    e.hours_worked,
    e.description,
    e.challenges,
    e.help_required,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
