/**
 * The one policy module: every route asks here who may do what.
 * The rules themselves live in src/shared (permissions.ts, project-policy.ts) so the UI agrees.
 */

export { authorizeFile, downloadableFilesCondition, type FileAccess, type FileAction } from "./file";
export { activeMembersWhoCan } from "./members";
export {
  authorizeProject,
  authorizeProjectCreation,
  authorizeProjectWith,
  type ProjectAccess,
  type ProjectAction,
  type ProjectListScope,
  type ProjectRelation,
  projectListScope,
} from "./project";
export { projectAudience, projectViewersAmong, seesProject, visibleProjectsCondition } from "./project-viewers";
export { authorizeShareRecipient, SHARE_NOT_FOUND } from "./share";
export { getViewer, isAnonymousRequest, requireAction, requireViewer, stillSignedIn } from "./viewer";
