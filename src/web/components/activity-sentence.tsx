import { type ActivityEvent, activitySentenceParts } from "#shared/activity";
import { shortDate } from "#web/lib/format";

/**
 * One activity entry as a sentence, the actor's name set in bold and named once.
 * The wording comes from #shared/activity, as it does in the CSV export; a day in it is
 * written in the reader's locale ('Nov 23, 2026' in the US, '23 Nov 2026' in the UK).
 */
export function ActivitySentence({ event, className }: { event: ActivityEvent; className?: string }) {
  const { actor, predicate } = activitySentenceParts(event, shortDate);
  return (
    <p className={className}>
      {actor && <span className="font-semibold">{actor}</span>} {predicate}
    </p>
  );
}
