#!/usr/bin/env node
/**
 * Reads file paths (relative to the repository, one a line) on stdin and prints those a Docker
 * build context keeps under the .dockerignore given as the first argument: a pattern matches a
 * path or any folder above it; `*` and `?` stay within one path segment, `**` spans any number;
 * a later `!pattern` lets a path back in. Used by scripts/check-image-steps.sh to copy the
 * context as `docker build` would send it.
 */
import fs from "node:fs";

const rules = fs
  .readFileSync(process.argv[2], "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const keep = line.startsWith("!");
    const pattern = (keep ? line.slice(1) : line).replace(/^\/+|\/+$/g, "");
    let source = "";
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "*" && pattern[i + 1] === "*") {
        source += pattern[i + 2] === "/" ? "(?:.*/)?" : ".*";
        i += pattern[i + 2] === "/" ? 2 : 1;
      } else if (c === "*") source += "[^/]*";
      else if (c === "?") source += "[^/]";
      else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    }
    // A pattern naming a folder excludes everything under it.
    return { keep, regex: new RegExp(`^${source}(?:/.*)?$`) };
  });

const input = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
const kept = input.filter((file) => {
  let included = true;
  for (const rule of rules) if (rule.regex.test(file)) included = rule.keep;
  return included;
});
process.stdout.write(kept.map((file) => `${file}\n`).join(""));
