import type { ProgressEntry, ProgressHistory } from "#shared/schemas/progress";
import type { Stage } from "#shared/stages";
import { clockTime, historyDate, localToday } from "#web/lib/format";

export const NO_PROGRESS_TO_EXPORT = "No progress data available to export.";

// The report reads the same in every locale: 'Mar 05, 2024 14:30', in the reader's time zone.
const REPORT_LOCALE = "en-US";
const reportDate = (date: string) => historyDate(date, REPORT_LOCALE);
const dateTime = (iso: string) => `${reportDate(iso)} ${clockTime(iso)}`;
const hours = (value: number | null) => (value == null ? "Not recorded" : `${value}`);
const author = (entry: ProgressEntry) => entry.user_name ?? "Unknown User";

export function reportFileName(now: Date): string {
  return `project-progress-report-${localToday(now)}.txt`;
}

export function historyCsvFileName(now: Date): string {
  return `project-progress-history-${localToday(now)}.csv`;
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
    `Generated: ${dateTime(now.toISOString())}`,
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
      `${index + 1}. ${reportDate(entry.date)} ${clockTime(entry.created_at)} by ${author(entry)}`,
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
    clockTime(e.created_at),
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
