import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#web/features/contact/components/contact-form";
import { ApiStubError, stubApi } from "#web/test/api-stub";
import { initContactForm } from "./contact-form";
import { validateContact } from "./validate-contact";

let fetchMock: ReturnType<typeof stubApi>;
let cleanup: (() => void) | undefined;

/** Lets the behaviour's promises (validator, fetch) settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup() {
  const { container } = render(<ContactForm validatorSrc="/assets/contact-validator.js" />);
  const form = container.querySelector<HTMLFormElement>("form[data-contact-form]");
  if (!form) throw new Error("form not rendered");
  cleanup = initContactForm(form);
  return form;
}

/** The toast's live region (the page also holds the no-JavaScript messages, with the same words). */
const toast = () => within(screen.getByRole("status"));

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

function fillValid() {
  fireEvent.input(field("Full Name"), { target: { value: "Jane Visitor" } });
  fireEvent.input(field("Email Address"), { target: { value: "jane@example.test" } });
  fireEvent.input(field("Subject"), { target: { value: "Printing" } });
  fireEvent.input(field("Message"), { target: { value: "Please quote for 500 copies." } });
}

beforeEach(() => {
  vi.useFakeTimers();
  // The validator script is already "loaded": loadValidator resolves with it at once.
  window.meridianContactValidator = validateContact;
  fetchMock = stubApi({ "/contact": { $post: { ok: true } } });
});

afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("contact form behaviour", () => {
  it("shows each missing field's message, focuses the first, and sends nothing", async () => {
    const form = setup();
    fireEvent.submit(form);
    await settle();
    expect(screen.getByText("Full Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email Address is required")).toBeInTheDocument();
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(field("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Full Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("re-checks a field as it is edited once the form was submitted", async () => {
    const form = setup();
    fireEvent.submit(form);
    await settle();
    expect(screen.getByText("Full Name is required")).toBeInTheDocument();
    fireEvent.input(field("Email Address"), { target: { value: "not-an-email" } });
    await settle();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    fireEvent.input(field("Full Name"), { target: { value: "Jane" } });
    await settle();
    expect(screen.queryByText("Full Name is required")).not.toBeInTheDocument();
    expect(field("Full Name")).not.toHaveAttribute("aria-invalid");
  });

  it("shows 'Sending...' for at least a second, then the success toast, and clears the form", async () => {
    const form = setup();
    fillValid();
    fireEvent.submit(form);
    await settle();
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({
        method: "POST",
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({
      name: "Jane Visitor",
      email: "jane@example.test",
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(screen.getByRole("button", { name: "Sending..." })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(toast().getByText("Message Sent Successfully")).toBeInTheDocument();
    expect(
      toast().getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(field("Full Name").value).toBe("");

    await vi.advanceTimersByTimeAsync(5000);
    expect(toast().queryByText("Message Sent Successfully")).not.toBeInTheDocument();
  });

  it("shows the server's message on a refusal and keeps what was typed", async () => {
    fetchMock = stubApi({
      "/contact": {
        $post: new ApiStubError(429, "You have sent too many messages. Please wait 15 minutes.", "rate_limited"),
      },
    });
    const form = setup();
    fillValid();
    fireEvent.submit(form);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast().getByText("Message Not Sent")).toBeInTheDocument();
    expect(toast().getByText("You have sent too many messages. Please wait 15 minutes.")).toBeInTheDocument();
    expect(field("Subject").value).toBe("Printing");
  });

  it("puts the server's field messages next to their fields", async () => {
    fetchMock = stubApi({
      "/contact": {
        $post: new ApiStubError(400, "Subject is too long", "validation_failed", { subject: ["Subject is too long"] }),
      },
    });
    const form = setup();
    fillValid();
    fireEvent.submit(form);
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.getAllByText("Subject is too long")).toHaveLength(2);
    expect(field("Subject")).toHaveAttribute("aria-invalid", "true");
  });

  it("says so when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const form = setup();
    fillValid();
    fireEvent.submit(form);
    await vi.advanceTimersByTimeAsync(1000);
    expect(
      screen.getByText("We could not reach the server. Please check your connection and try again."),
    ).toBeInTheDocument();
  });
});
