import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy* and waitFor poll their condition; their ceiling defaults to 1 s, which a page's lazily
// loaded validation rules overrun on a loaded machine. A ceiling, not a wait: a passing test
// returns as soon as its condition holds, and the test's own timeout stays the outer bound.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
