import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";

/**
 * A page this role may not use: a heading saying so, in place of the page (the server refuses it
 * too), and the way on to the dashboard, which every role may open.
 */
export function NoAccess({ title }: { title: string }) {
  return (
    <div role="alert" className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
      <ShieldAlert className="mx-auto size-8 text-slate-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2">You don't have permission to view this page.</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/platform/dashboard">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
    </div>
  );
}
