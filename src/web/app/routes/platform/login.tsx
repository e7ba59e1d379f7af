import { ArrowLeft, BookOpen, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { LoadingState } from "#web/components/ui/skeleton";
import { useInvitationLookup, useSignUpPolicy } from "#web/features/auth/api/sign-up-access";
import { LoginForm } from "#web/features/auth/components/login-form";
import { FORGOT_PARAM, RETURN_TO_PARAM, safeReturnTo } from "#web/lib/auth/return-to";
import { useMe } from "#web/lib/auth/use-me";

/** The recovery help, with its own form and validator, loads when it is asked for. */
const ForgotPassword = lazy(() =>
  import("#web/features/auth/components/forgot-password").then((module) => ({ default: module.ForgotPassword })),
);

export function meta() {
  return [{ title: "Staff Access Portal | Folio" }, { name: "robots", content: "noindex" }];
}

/**
 * 'Staff Access Portal'. A signed-in user goes on to the page they asked for, else
 * the dashboard. An invitation link (?invite=) opens create-account mode for its email.
 */
export default function LoginRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeReturnTo(params.get(RETURN_TO_PARAM));
  const inviteToken = params.get("invite");
  const policy = useSignUpPolicy();
  const invitation = useInvitationLookup(inviteToken);
  const validInvitation = invitation.data?.valid ? invitation.data : undefined;
  // ?forgot opens the recovery help at once (the reset page's way out of a dead link leads here).
  const [forgot, setForgot] = useState(() => params.has(FORGOT_PARAM));

  useEffect(() => {
    if (me.data) navigate(destination, { replace: true });
  }, [me.data, navigate, destination]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-md space-y-4">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline pointer-coarse:min-h-11"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Website
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <BookOpen className="size-10 text-brand-700" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">Staff Access Portal</h1>
            <CardDescription>Folio, the publishing platform of Meridian Group</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {forgot ? (
              <Suspense fallback={<LoadingState />}>
                <ForgotPassword
                  byEmail={policy.data?.password_reset_by_email === true}
                  onBack={() => setForgot(false)}
                />
              </Suspense>
            ) : inviteToken && invitation.isPending ? (
              <LoadingState label="Checking your invitation…" />
            ) : (
              <>
                {inviteToken && (invitation.isError || invitation.data?.valid === false) && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
                    {invitation.data?.valid === false ? invitation.data.message : invitation.error?.message}
                  </p>
                )}
                <LoginForm
                  key={validInvitation ? "invited" : "plain"}
                  destination={destination}
                  inviteOnly={policy.data?.sign_up_mode === "invite"}
                  invitation={validInvitation && inviteToken ? { ...validInvitation, token: inviteToken } : undefined}
                  onForgotPassword={() => setForgot(true)}
                />
              </>
            )}
            <p className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <ShieldAlert className="size-4 shrink-0" aria-hidden />
              Authorized personnel only
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
