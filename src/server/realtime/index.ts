import type { AppDeps } from "#server/context";
import { LiveHub } from "./hub";

export { LiveHub, type LiveListener } from "./hub";
export { LIVE_CHANNEL, publishLiveEvent } from "./publish";

const hubs = new WeakMap<AppDeps, LiveHub>();

/**
 * The app's live event hub: the one given in deps, else one created on first use
 * that connects to the same database as the pool.
 */
export function liveHubFor(deps: AppDeps): LiveHub {
  if (deps.liveHub) return deps.liveHub;
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new LiveHub(deps.db.$client.options, deps.logger);
    hubs.set(deps, hub);
  }
  return hub;
}
