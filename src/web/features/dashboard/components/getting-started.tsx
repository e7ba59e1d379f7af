import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { SectionCard } from "./section-card";

interface Step {
  title: string;
  detail: string;
  done: boolean;
  to: string;
  action: string;
}

/**
 * A new install's first steps, for the Admin who created it: until the first project exists, the
 * dashboard's figures are all zero and its lists empty, so it says what to do first instead.
 */
export function GettingStarted({ teamMembers }: { teamMembers: number }) {
  const steps: Step[] = [
    {
      title: "Invite your team",
      detail: "Each person gets a link to create their account, with the role you choose.",
      // The Admin is the first member: anyone more joined after them.
      done: teamMembers > 1,
      to: "/platform/users",
      action: "Invite member",
    },
    {
      title: "Register the first project",
      detail: "Its workflow starts at Book Started, and the team posts progress on it from there.",
      done: false,
      to: "/platform/projects/new",
      action: "New Project",
    },
  ];
  const next = steps.find((step) => !step.done);
  return (
    <SectionCard title="Getting started" description="Two steps set Folio up for your publishing house.">
      <ol className="space-y-4">
        {steps.map((step) => (
          // On a phone the button goes under the words, in line with them; from sm up, at the right.
          <li
            key={step.title}
            className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_auto]"
          >
            {step.done ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {step.title}
                {step.done && <span className="ml-2 text-xs font-normal text-emerald-700">Done</span>}
              </p>
              <p className="text-sm text-slate-600">{step.detail}</p>
            </div>
            <Button
              asChild
              size="sm"
              variant={step === next ? "default" : "outline"}
              className="col-start-2 justify-self-start sm:col-start-3 sm:justify-self-end"
            >
              <Link to={step.to}>{step.action}</Link>
            </Button>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
