import { UserRoundCog } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";

/**
 * What a member without a role reads instead of a role's panel. It says only what the server
 * lets such an account do: see the projects it registers and those shared with it, post
 * progress on them, and register a project. Stage work, the staff directory and Files come
 * with a role, which only an Admin can give.
 */
export function NoRolePanel() {
  return (
    <Card className="border-amber-200 bg-amber-50" data-testid="no-role-panel">
      <CardHeader className="flex-row items-start gap-3">
        <UserRoundCog aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-800" />
        <div className="space-y-1">
          <CardTitle>Your account has no role yet</CardTitle>
          <CardDescription className="text-slate-800">
            Ask an Admin of your team to give you a role: Writer, Editor, Illustrator or Typesetter. Your role decides
            which stages you work on and brings your assignments, the Quick Daily Update and the Files page.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-800">
        <p>
          Until then you see the projects you register and those shared with you, and you can post progress on them.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to="/platform/projects/new">New Project</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
