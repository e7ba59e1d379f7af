import { useState } from "react";
import { toast } from "sonner";
import { SIGN_UP_MODE_LABELS, SIGN_UP_MODES, type SignUpMode } from "#shared/sign-up-modes";
import { QueryState } from "#web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useSettings, useUpdateSettings } from "#web/features/settings/api/settings";
import { errorMessage } from "#web/lib/api-client";

const HINTS: Record<SignUpMode, string> = {
  open: "Anyone who finds the login page can create an account. New accounts have no role until you give one.",
  invite: "Only people you invite below can create an account; everyone else is refused.",
};

/** "Who may create an account": applies as soon as it is chosen. */
export function SignUpModeCard() {
  const settings = useSettings();
  const update = useUpdateSettings();
  // The choice shows at once (set in the same event, so the radio never flickers back); it goes back if saving fails.
  const [chosen, setChosen] = useState<SignUpMode | null>(null);
  const current = chosen ?? settings.data?.sign_up_mode;

  const choose = async (mode: SignUpMode) => {
    if (mode === current || update.isPending) return;
    setChosen(mode);
    try {
      await update.mutateAsync({ sign_up_mode: mode });
      setChosen(null);
      toast.success("Settings saved", { description: `Who may create an account: ${SIGN_UP_MODE_LABELS[mode]}` });
    } catch (error) {
      setChosen(null);
      toast.error("Error saving settings", { description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="sign-up-mode-title">Who may create an account</CardTitle>
        <CardDescription>Applies to the login page's create-account mode at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          what="the settings"
          skeleton={SIGN_UP_MODES.map((mode) => <Skeleton key={mode} className="h-16 w-full" />)}
        >
          {() => (
            <div role="radiogroup" aria-labelledby="sign-up-mode-title" className="space-y-3">
              {SIGN_UP_MODES.map((mode) => (
                <label
                  key={mode}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="sign-up-mode"
                    value={mode}
                    checked={current === mode}
                    aria-disabled={update.isPending}
                    onChange={() => choose(mode)}
                    className="mt-1 size-4 accent-brand-700"
                    aria-describedby={`sign-up-mode-${mode}-hint`}
                  />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{SIGN_UP_MODE_LABELS[mode]}</span>
                    <span id={`sign-up-mode-${mode}-hint`} className="block text-sm text-slate-600">
                      {HINTS[mode]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
