import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AWAITING_APP_ATTRIBUTE,
  FIRST_DATA_ATTRIBUTE,
  LOCALE_COOKIE,
  PHONE_COOKIE,
  TIME_ZONE_COOKIE,
} from "#shared/first-data";
import { bootScript, replayEarlyInput, takeEarlySession } from "./platform-boot";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(FIRST_DATA_ATTRIBUTE);
  document.documentElement.removeAttribute(AWAITING_APP_ATTRIBUTE);
});

describe("bootScript", () => {
  it("starts the session request, which the first session ask then takes", async () => {
    const answer = new Response(JSON.stringify({ me: null }));
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    new Function(bootScript())();
    expect(fetchMock).toHaveBeenCalledWith("/api/session", { credentials: "same-origin" });
    expect(await takeEarlySession()).toBe(answer);
    expect(takeEarlySession()).toBeUndefined();
  });
});

describe("bootScript with a signed-in page's first data", () => {
  it("leaves the session to the document's data, and notes the time zone, locale and window size for the server", () => {
    document.documentElement.setAttribute(FIRST_DATA_ATTRIBUTE, "");
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 767px)" }));
    new Function(bootScript())();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlySession()).toBeUndefined();
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=${encodeURIComponent(locale)}`);
    expect(document.cookie).toContain(`${PHONE_COOKIE}=1`);
  });
});

describe("bootScript before the app runs", () => {
  it("marks the page as awaiting its app and holds back forms until the app has taken over", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    new Function(bootScript())();
    expect(document.documentElement.hasAttribute(AWAITING_APP_ATTRIBUTE)).toBe(true);
    const form = document.createElement("form");
    document.body.append(form);
    const submit = () => {
      const event = new Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    document.documentElement.removeAttribute(AWAITING_APP_ATTRIBUTE);
    expect(submit()).toBe(false);
    form.remove();
  });
});

describe("replayEarlyInput", () => {
  it("gives the app each field's last value typed or chosen before it ran, as input it hears", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    const email = document.createElement("input");
    const notes = document.createElement("textarea");
    const stage = document.createElement("select");
    stage.append(new Option("Book Started"), new Option("Illustration"));
    document.body.append(email, notes, stage);
    new Function(bootScript())();
    for (const [field, value] of [
      [email, "a"],
      [email, "ada@meridian.test"],
      [notes, "Chapter 3"],
      [stage, "Illustration"],
    ] as const) {
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    // The app's first render puts its own (empty) values in the fields.
    email.value = "";
    notes.value = "";
    stage.value = "Book Started";
    const heard: string[] = [];
    document.addEventListener("input", (event) => heard.push((event.target as HTMLInputElement).value));
    // React hears a select's choice as its change event.
    document.addEventListener("change", (event) => heard.push(`chose ${(event.target as HTMLSelectElement).value}`));
    await replayEarlyInput();
    expect(email.value).toBe("ada@meridian.test");
    expect(notes.value).toBe("Chapter 3");
    expect(stage.value).toBe("Illustration");
    expect(heard).toEqual(["ada@meridian.test", "Chapter 3", "chose Illustration"]);
    await replayEarlyInput();
    expect(heard).toHaveLength(3);
    email.remove();
    notes.remove();
    stage.remove();
  });
});
