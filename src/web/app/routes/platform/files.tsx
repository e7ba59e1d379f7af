import { PageHeader } from "#web/components/page-header";

/** Placeholder until the feature lands in this route; it only names the page. */
export default function Route() {
  return <PageHeader title="files" />;
}
