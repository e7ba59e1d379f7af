import { useEffect, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { toast } from "sonner";
import { PlatformShell } from "#web/components/layouts/platform/platform-shell";
import { LoadingState } from "#web/components/ui/skeleton";
import { AuthProvider } from "#web/lib/auth/auth-provider";
import { useMe } from "#web/lib/auth/use-me";
import { useSignOut } from "#web/lib/auth/use-sign-out";

/** Without a session, 'Authentication Required' and back to /. */
export default function ShellRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const warned = useRef(false);
  const signedOut = me.isSuccess && me.data === null;

  useEffect(() => {
    if (!signedOut || warned.current) return;
    warned.current = true;
    toast.error("Authentication Required", { description: "Please login to access the dashboard" });
    navigate("/", { replace: true });
  }, [signedOut, navigate]);

  if (me.isError) {
    return (
      <main className="mx-auto max-w-xl p-8" role="alert">
        <h1 className="text-xl font-semibold">The platform could not load</h1>
        <p className="mt-2 text-slate-600">{me.error.message}. Please reload the page.</p>
      </main>
    );
  }
  if (!me.data) return <LoadingState className="p-8" />;
  return (
    <AuthProvider me={me.data}>
      <PlatformShell me={me.data} onSignOut={signOut}>
        <Outlet />
      </PlatformShell>
    </AuthProvider>
  );
}
