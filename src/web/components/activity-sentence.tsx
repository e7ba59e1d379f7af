import { type ActivityEvent, activitySentenceParts } from "#shared/activity";

/**
 * One activity entry as a sentence, the actor's name set in bold and named once.
 * The wording comes from #shared/activity, as it does in the CSV export.
 */
export function ActivitySentence({ event, className }: { event: ActivityEvent; className?: string }) {
  const { actor, predicate } = activitySentenceParts(event);
  return (
    <p className={className}>
      {actor && <span className="font-semibold">{actor}</span>} {predicate}
    </p>
  );
}
