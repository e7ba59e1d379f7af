import type pg from "pg";
import type { AppDeps } from "#server/context";
import { LiveHub } from "./hub";

export { LiveHub, type LiveListener } from "./hub";
export { LIVE_CHANNEL, publishLiveEvent } from "./publish";

/**
 * The pool's connection settings, for a dedicated client on the same database.
 * pg keeps the password as a hidden property, which a plain spread would drop.
 */
export function poolConnectionConfig(pool: pg.Pool): pg.ClientConfig {
  return { ...pool.options, password: pool.options.password };
}

const hubs = new WeakMap<AppDeps, LiveHub>();

/**
 * The app's live event hub: the one given in deps, else one created on first use
 * that connects to the same database as the pool.
 */
export function liveHubFor(deps: AppDeps): LiveHub {
  if (deps.liveHub) return deps.liveHub;
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new LiveHub(poolConnectionConfig(deps.db.$client), deps.logger);
    hubs.set(deps, hub);
  }
  return hub;
}
