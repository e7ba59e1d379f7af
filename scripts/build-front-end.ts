/** `npm run build`'s first step: the front end, with a record of what it was built from (see lib/front-end-build). */
import path from "node:path";
import { buildFrontEnd } from "./lib/front-end-build";

process.exitCode = await buildFrontEnd(path.resolve(import.meta.dirname, ".."));
