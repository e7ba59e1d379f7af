import { ArrowLeft, KeyRound, Link2Off } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { LoadingState } from "#web/components/ui/skeleton";
import { useResetLinkStatus } from "#web/features/auth/api/reset-link";
import { ResetPasswordForm } from "#web/features/auth/components/reset-password-form";
import { ApiRequestError } from "#web/lib/api-client";
import { FORGOT_PARAM } from "#web/lib/auth/return-to";

export function meta() {
  return [{ title: "Choose a new password | Folio" }, { name: "robots", content: "noindex" }];
}

/**
 * Where a one-time reset link leads (an Admin's, or one emailed on request). The link is checked
 * when the page opens: one that is missing, expired or used gets one message and the ways on,
 * instead of a form that cannot work. If the check itself fails (the network, the server), the
 * form shows, and submitting it gives the same answer.
 */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  // Better Auth's own link check sends a dead link here with ?error=INVALID_TOKEN.
  const [failedOnSubmit, setFailedOnSubmit] = useState(false);
  const linkAbsent = !token || params.has("error");
  // Asked at once, so a dead link is said before anyone types a new password for nothing.
  const status = useResetLinkStatus(linkAbsent ? null : token);
  const refused = status.error instanceof ApiRequestError && status.error.status === 400;
  const invalid = linkAbsent || failedOnSubmit || status.data?.valid === false || refused;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-md space-y-4">
        <Link
          to="/platform/login"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline pointer-coarse:min-h-11"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to sign in
        </Link>
        <Card>
          {invalid || !token ? (
            <DeadLink />
          ) : status.isPending ? (
            <LoadingState label="Checking your reset link…" className="p-6" />
          ) : (
            <>
              <CardHeader className="items-center text-center">
                <KeyRound className="size-10 text-brand-700" aria-hidden />
                <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
                <CardDescription>The link works once, within an hour of being made.</CardDescription>
              </CardHeader>
              <CardContent>
                <ResetPasswordForm token={token} onInvalidLink={() => setFailedOnSubmit(true)} />
              </CardContent>
            </>
          )}
        </Card>
      </div>
    </main>
  );
}

function DeadLink() {
  return (
    <>
      <CardHeader className="items-center text-center">
        <Link2Off className="size-10 text-red-700" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">This reset link does not work</h1>
      </CardHeader>
      <CardContent className="space-y-4">
        <p role="alert" className="text-center text-sm text-slate-700">
          It may have expired (a link lasts an hour), been used already, or been copied only in part. Your password has
          not changed. Ask an Admin of your team for a new link.
        </p>
        <Button asChild className="w-full">
          <Link to={`/platform/login?${FORGOT_PARAM}`}>How to get a new link</Link>
        </Button>
      </CardContent>
    </>
  );
}
