import { ArrowLeft, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";

/**
 * A load that failed for a reason other than 'not found': what happened, a way to
 * ask again, and a way back, inside the page's own frame.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  back,
  heading: Heading = "h2",
}: {
  /** h1 when the error is the page's only content, h2 under the page's own heading. */
  heading?: "h1" | "h2";
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  back: { to: string; label: string };
}) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center">
      <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-2 break-words text-slate-700">{message}</p>
      <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={back.to}>
            <ArrowLeft aria-hidden /> {back.label}
          </Link>
        </Button>
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden /> {retrying ? "Trying again..." : "Try again"}
        </Button>
      </div>
    </div>
  );
}
