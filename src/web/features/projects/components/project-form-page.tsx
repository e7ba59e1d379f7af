import { PageHeader } from "#web/components/page-header";

/** The frame of the register and edit pages: one width, so both forms read alike. */
export function ProjectFormPage({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
