import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingState } from "#web/components/ui/skeleton";

/** A dashboard section: a titled card with an optional action link at the top right. */
export function SectionCard({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Loading and error states shared by the sections. */
export function SectionStatus({
  isPending,
  isError,
  onRetry,
  label,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  label: string;
}) {
  if (isPending) return <LoadingState label={`Loading ${label}…`} />;
  if (isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>Could not load {label}.</p>
        <button type="button" className="mt-1 font-medium underline" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

export function EmptyText({ children }: { children: React.ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-600">{children}</p>;
}
