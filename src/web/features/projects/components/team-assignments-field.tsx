import { Plus, Trash2 } from "lucide-react";
import { ASSIGNABLE_ROLES, type AssignableRole } from "#shared/roles";
import { Button } from "#web/components/ui/button";
import { Label, NativeSelect } from "#web/components/ui/input";
import { type AssignmentRow, newAssignmentRow, usersTakenElsewhere } from "#web/features/projects/lib/assignment-rows";
import type { PickableUser } from "#web/features/projects/lib/pickable-users";

/**
 * Project-team section (Admin only): rows of user and role. A user picked
 * in one row is disabled in the others, so nobody is assigned twice.
 */
export function TeamAssignmentsField({
  rows,
  onChange,
  users,
  loadError,
}: {
  rows: AssignmentRow[];
  onChange: (rows: AssignmentRow[]) => void;
  users: PickableUser[];
  loadError: boolean;
}) {
  // A row past one per person could only be left empty: nobody would be left to pick in it.
  const everyoneHasARow = users.length > 0 && rows.length >= users.length;
  const update = (key: string, patch: Partial<AssignmentRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Project Team</legend>
      <p className="text-sm text-slate-600">Assign team members and their roles. Incomplete rows are left out.</p>
      {loadError && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Unable to load team members. You can still create the project and add team members later.
        </p>
      )}
      <ul className="space-y-3">
        {rows.map((row, index) => {
          const taken = usersTakenElsewhere(rows, row.key);
          const n = index + 1;
          return (
            // On a phone the two selects stack, so each row is framed and its Remove is named in words;
            // otherwise a lone icon under the selects could belong to either row.
            <li
              key={row.key}
              data-testid="team-row"
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end sm:border-0 sm:p-0"
            >
              <div className="space-y-1.5">
                <Label htmlFor={`team-user-${row.key}`}>Team member {n}</Label>
                <NativeSelect
                  id={`team-user-${row.key}`}
                  value={row.userId}
                  onChange={(event) => update(row.key, { userId: event.target.value })}
                >
                  <option value="">Select a user</option>
                  {users.map((user) => (
                    <option key={user.id} value={user.id} disabled={taken.has(user.id)}>
                      {user.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`team-role-${row.key}`}>Role for team member {n}</Label>
                <NativeSelect
                  id={`team-role-${row.key}`}
                  value={row.role}
                  onChange={(event) => update(row.key, { role: event.target.value as AssignableRole | "" })}
                >
                  <option value="">Select a role</option>
                  {ASSIGNABLE_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-end sm:size-10 sm:px-0"
                aria-label={`Remove team member ${n}`}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <Trash2 aria-hidden />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        disabled={everyoneHasARow}
        aria-describedby={everyoneHasARow ? "team-everyone-listed" : undefined}
        onClick={() => onChange([...rows, newAssignmentRow()])}
      >
        <Plus aria-hidden /> Add Team Member
      </Button>
      {everyoneHasARow && (
        <p id="team-everyone-listed" className="text-sm text-slate-600">
          Everyone who can join the team has a row.
        </p>
      )}
    </fieldset>
  );
}
