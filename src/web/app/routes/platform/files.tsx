import { PageHeader } from "#web/components/page-header";
import { DocumentRepository } from "#web/features/files/components/document-repository";
import { PermissionGate } from "#web/lib/auth/permission-gate";

export function meta() {
  return [{ title: "Document Repository | Folio" }];
}

/** The Document Repository: every file the signed-in user may download. The server refuses a role-less account too. */
export default function FilesRoute() {
  return (
    <PermissionGate action="viewFiles" title="Document Repository">
      <PageHeader title="Document Repository" description="Every file you can download, newest first." />
      <DocumentRepository />
    </PermissionGate>
  );
}
