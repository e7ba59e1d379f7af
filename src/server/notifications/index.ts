export {
  createNotifications,
  type NotificationInput,
  projectLink,
  projectTitle,
} from "./create-notifications";
export { REMINDER_INTERVAL_MS, runStageReminders, startStageReminders } from "./stage-reminders";
