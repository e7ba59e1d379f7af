export {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityInput,
  actorLabel,
  recordActivity,
} from "./record-activity";
