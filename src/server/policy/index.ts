/**
 * The one policy module (brief §5): every route asks here who may do what.
 * The rules themselves live in src/shared (permissions.ts, project-policy.ts) so the UI agrees.
 */
export { getViewer, requireAction, requireViewer } from "./viewer";
