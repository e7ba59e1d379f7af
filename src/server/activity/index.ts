export {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityInput,
  actorLabel,
  prepareDeletionNotice,
  recordActivity,
} from "./record-activity";
