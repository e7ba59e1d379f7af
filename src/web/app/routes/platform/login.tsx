import { ArrowLeft, BookOpen, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { LoginForm } from "#web/features/auth/components/login-form";
import { useMe } from "#web/lib/auth/use-me";

export function meta() {
  return [{ title: "Staff Access Portal | Folio" }, { name: "robots", content: "noindex" }];
}

/** Login ('Staff Access Portal'). A signed-in user goes on to /dashboard. */
export default function LoginRoute() {
  const me = useMe();
  const navigate = useNavigate();
  useEffect(() => {
    if (me.data) navigate("/dashboard", { replace: true });
  }, [me.data, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-md space-y-4">
        <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> Back to Website
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <BookOpen className="size-10 text-brand-700" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">Staff Access Portal</h1>
            <CardDescription>Folio, the publishing platform of Meridian Group</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <LoginForm />
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
