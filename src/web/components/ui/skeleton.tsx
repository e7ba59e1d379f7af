import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

/**
 * A busy region screen readers announce by its label. `children` are placeholder
 * shapes like the content's, so the page does not jump when it arrives; three bars
 * when absent.
 */
export function LoadingState({
  label = "Loading…",
  className,
  children,
}: {
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={cn("space-y-3", className)}>
      <span className="sr-only">{label}</span>
      {children ?? (
        <>
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </>
      )}
    </div>
  );
}
