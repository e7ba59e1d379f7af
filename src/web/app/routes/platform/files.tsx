import { PageHeader } from "#web/components/page-header";
import { DocumentRepository } from "#web/features/files/components/document-repository";

export function meta() {
  return [{ title: "Document Repository | Folio" }];
}

/** The Document Repository: every file the signed-in user may download. */
export default function FilesRoute() {
  return (
    <>
      <PageHeader title="Document Repository" description="Every file you can download, newest first." />
      <DocumentRepository />
    </>
  );
}
