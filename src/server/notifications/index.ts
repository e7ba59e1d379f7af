export {
  createNotifications,
  createProjectNotifications,
  type NotificationInput,
  projectLink,
  projectTitle,
} from "./create-notifications";
export { enquiryNotice, notifyEnquiryReceived } from "./enquiry-received";
export { notifyFileShared } from "./file-shared";
export { REMINDER_INTERVAL_MS, runStageReminders, startStageReminders } from "./stage-reminders";
