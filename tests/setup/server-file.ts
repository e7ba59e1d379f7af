/**
 * Runs before each server test file. Its `afterAll` is registered first, so it runs after the
 * file's own `afterAll` hooks, when nothing in the file uses what it opened any more.
 */
import { afterAll } from "vitest";
import { closeFileResources } from "./file-teardown";

afterAll(closeFileResources);
