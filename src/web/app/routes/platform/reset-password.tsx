import { ArrowLeft, KeyRound } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { ResetPasswordForm } from "#web/features/auth/components/reset-password-form";

export function meta() {
  return [{ title: "Choose a new password | Folio" }, { name: "robots", content: "noindex" }];
}

/** Where an Admin's one-time reset link leads. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-md space-y-4">
        <Link
          to="/platform/login"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to sign in
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <KeyRound className="size-10 text-brand-700" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
            <CardDescription>The link works once, within an hour of being made.</CardDescription>
          </CardHeader>
          <CardContent>
            {token ? (
              <ResetPasswordForm token={token} />
            ) : (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
                This page needs the link an Admin gave you. Ask them for a new one.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
