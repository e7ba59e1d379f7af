import { ArrowLeft, Pencil } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { ProjectDetail } from "#shared/schemas/project";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { ActivityTab } from "./activity-tab";
import { CommentsTab } from "./comments-tab";
import { DeleteProjectButton } from "./delete-project-button";
import { FilesTab } from "./files-tab";
import { ProjectSummaryCard } from "./project-summary-card";
import { WorkflowTab } from "./workflow-tab";

/**
 * Project detail. Actions show only when the server says the user may
 * take them; the share action comes from the sharing feature.
 */
export function ProjectDetailView({
  project,
  workflowPanels,
  shareAction,
  primaryAction,
}: {
  project: ProjectDetail;
  /** The day's main action (posting progress), first among the page's actions. */
  primaryAction?: React.ReactNode;
  /** Panels the page adds to the Workflow tab (progress updates, insights). */
  workflowPanels?: React.ReactNode;
  shareAction?: React.ReactNode;
}) {
  const { abilities } = project;
  return (
    <>
      {/* On a phone the breadcrumb shows only this page: a way back to the list. */}
      <Link
        to="/platform/projects"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden /> Projects
      </Link>
      <PageHeader
        title={project.title}
        description={`Book by ${project.author}`}
        actions={
          <>
            {primaryAction}
            {abilities.edit && (
              <Button asChild variant="outline">
                <Link to={`/platform/projects/${project.id}/edit`}>
                  <Pencil aria-hidden /> Edit Project
                </Link>
              </Button>
            )}
            {abilities.share && shareAction}
            {abilities.delete && <DeleteProjectButton projectId={project.id} />}
          </>
        }
      />
      <div className="space-y-6">
        <ProjectSummaryCard project={project} />
        <Tabs defaultValue={openingTab(useSearchParams()[0])}>
          <TabsList aria-label="Project sections">
            <TabsTrigger value="workflow">Workflow</TabsTrigger>
            <TabsTrigger value="files">Files</TabsTrigger>
            <TabsTrigger value="comments">Comments</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="workflow">
            <WorkflowTab project={project}>{workflowPanels}</WorkflowTab>
          </TabsContent>
          <TabsContent value="files">
            <FilesTab
              projectId={project.id}
              stages={project.stages}
              currentStage={project.current_stage}
              canUpload={abilities.uploadFiles}
              canEdit={abilities.edit}
            />
          </TabsContent>
          <TabsContent value="comments">
            <CommentsTab projectId={project.id} canComment={abilities.comment} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab projectId={project.id} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

const TAB_NAMES = ["workflow", "files", "comments", "activity"];

/** `?tab=files` opens the Files tab, so other pages can link straight to a project's files. */
function openingTab(search: URLSearchParams): string {
  const tab = search.get("tab") ?? "";
  return TAB_NAMES.includes(tab) ? tab : "workflow";
}
