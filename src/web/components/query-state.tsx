import { ArrowLeft, type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { LoadingState } from "#web/components/ui/skeleton";
import { ApiRequestError } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";

/**
 * The parts of a TanStack Query result that QueryState reads. A plain query and an
 * infinite one both have them, so either can be passed as it is.
 */
export interface QueryLike<TData> {
  data: TData | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A page-level failure: the error is the page's content, under a heading, with a way back. */
export interface ErrorFrame {
  /** h1 when the error is the page's only content, h2 under the page's own heading. */
  heading: "h1" | "h2";
  title: string;
  back?: { to: string; label: string };
}

/**
 * Every place that shows a query's result shows its four states the same way:
 * - loading: a busy status region in the content's shape (`skeleton`), so nothing jumps when it arrives;
 * - failed: what could not be loaded, why and what to do, and Try again (the query's refetch);
 * - empty: `empty`, usually an EmptyState with its call to action;
 * - data: `children(data)`.
 * Data already shown stays when a later refetch fails; the failure is said above it. A 404 is the
 * exception: what was shown is gone (deleted meanwhile, or no longer the viewer's to see).
 */
export function QueryState<TData>({
  query,
  what,
  skeleton,
  isEmpty,
  empty,
  notFound,
  errorTitle,
  errorFrame,
  children,
}: {
  query: QueryLike<TData>;
  /** What the query loads, as it finishes "… could not be loaded": "the comments", "your sessions". */
  what: string;
  /** Placeholder shapes like the content's; three bars when absent. */
  skeleton?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  /** Shown instead of the error when the server answers 404 (asking again will not help). */
  notFound?: ReactNode;
  /** The failure's first line where the product has its own words for it; else "{what} could not be loaded." */
  errorTitle?: string;
  errorFrame?: ErrorFrame;
  children: (data: TData) => ReactNode;
}) {
  const { data, error } = query;
  const retry = () => void query.refetch();
  const failed = (frame?: ErrorFrame) => (
    <QueryError
      what={what}
      title={errorTitle}
      error={error}
      onRetry={retry}
      retrying={query.isFetching}
      frame={frame}
    />
  );
  if (notFound && error instanceof ApiRequestError && error.status === 404) return <>{notFound}</>;
  if (data !== undefined) {
    return (
      <>
        {error && failed()}
        {isEmpty?.(data) ? empty : children(data)}
      </>
    );
  }
  if (query.isPending || !error) return <LoadingState label={`Loading ${what}…`}>{skeleton}</LoadingState>;
  return failed(errorFrame);
}

/** Why a load failed and what the user can do about it, from the error the request threw. */
export function loadFailure(error: unknown): { reason: string | null; advice: string } {
  if (!(error instanceof ApiRequestError)) {
    // fetch rejects (a TypeError) when the server cannot be reached at all.
    return { reason: "Folio could not be reached.", advice: "Check your connection, then try again." };
  }
  const reason = error.message ? asSentence(error.message) : null;
  if (error.status === 401) return { reason, advice: "Your session has ended: sign in again, then try again." };
  if (error.status === 403) return { reason, advice: "If you need to see this, ask an Admin for access." };
  if (error.status === 429) return { reason, advice: "Wait a minute, then try again." };
  if (error.status === 503) return { reason, advice: "The server is busy or restarting. Try again in a moment." };
  if (error.status >= 500) {
    return { reason, advice: "Try again. If it keeps failing, tell your administrator." };
  }
  // Asking again for something gone, or with what the server refused, gets the same answer.
  if (error.status === 404) return { reason, advice: "It may have been deleted, or you may no longer have access." };
  if (error.status === 400) return { reason, advice: "Change what you chose or typed, then try again." };
  return { reason, advice: "Try again. If it keeps failing, reload the page." };
}

/** The server's messages are sentences without a full stop; advice follows them. */
const asSentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one way a failed load is shown: in a card's flow by default, or as the page's
 * content (`frame`) with a heading and a way back.
 */
export function QueryError({
  what,
  title: ownTitle,
  error,
  onRetry,
  retrying = false,
  frame,
}: {
  what: string;
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  frame?: ErrorFrame;
}) {
  const { reason, advice } = loadFailure(error);
  const title = ownTitle ?? `${capitalized(what)} could not be loaded.`;
  const retryButton = (
    <Button
      variant={frame ? "default" : "outline"}
      size={frame ? "default" : "sm"}
      onClick={onRetry}
      disabled={retrying}
    >
      <RotateCw aria-hidden /> {retrying ? "Trying again..." : "Try again"}
    </Button>
  );
  if (frame) {
    const Heading = frame.heading;
    return (
      <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center">
        <Heading className="text-xl font-bold text-slate-900">{frame.title}</Heading>
        <p className="mt-2 text-slate-700">{reason ?? title}</p>
        <p className="mt-1 text-sm text-slate-600">{advice}</p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          {frame.back && (
            <Button asChild variant="outline">
              <Link to={frame.back.to}>
                <ArrowLeft aria-hidden /> {frame.back.label}
              </Link>
            </Button>
          )}
          {retryButton}
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">{title}</p>
      <p>{reason && reason !== title ? `${reason} ${advice}` : advice}</p>
      {retryButton}
    </div>
  );
}

/**
 * An empty result and what to do about it: an optional icon, the title, an optional
 * description and an optional action (the call to action that fills it).
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div data-testid="empty-state" className={cn("flex flex-col items-center gap-2 py-8 text-center", className)}>
      {Icon && <Icon className="size-10 text-slate-400" aria-hidden />}
      <p className={cn("text-sm", Icon || description || action ? "font-medium text-slate-900" : "text-slate-600")}>
        {title}
      </p>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
