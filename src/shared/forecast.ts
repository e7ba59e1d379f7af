import type { Forecast } from "./schemas/analytics";

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * When a project will reach 100% at the pace it has kept since it started
 * (progress gained per day), compared with its deadline. Dates are calendar days.
 */
export function forecastCompletion(input: {
  progress: number;
  started: string;
  today: string;
  deadline: string | null;
}): Forecast {
  const { progress, deadline } = input;
  if (progress >= 100) return { status: "completed", pace_per_day: null, forecast_date: null, deadline };
  const elapsed = Math.max(1, Math.round((toDay(input.today) - toDay(input.started)) / DAY_MS));
  if (progress <= 0) return { status: "no_data", pace_per_day: null, forecast_date: null, deadline };
  const pace = progress / elapsed;
  const forecast = fromDay(toDay(input.today) + Math.ceil((100 - progress) / pace) * DAY_MS);
  const status = !deadline ? "no_deadline" : forecast <= deadline ? "on_track" : "behind";
  return { status, pace_per_day: Math.round(pace * 100) / 100, forecast_date: forecast, deadline };
}
