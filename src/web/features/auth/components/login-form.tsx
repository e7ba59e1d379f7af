import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { withArticle } from "#shared/articles";
import type { RoleOrUser } from "#shared/roles";
import type { SignUpInput } from "#shared/schemas/auth";
import { INVITE_ONLY_MESSAGE } from "#shared/sign-up-modes";
import { buttonVariants } from "#web/components/ui/button-variants";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { checkLogin, type LoginErrors, type LoginField, loadLoginSchemas } from "#web/features/auth/lib/login-schemas";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { meQueryKey } from "#web/lib/auth/use-me";
import { cn } from "#web/lib/cn";

type Mode = "signIn" | "signUp";

/**
 * Every outcome of a submit shares one toast, so a retry's outcome replaces the last one: after a
 * failed attempt and a successful one, the page says only that it worked.
 */
const OUTCOME_TOAST = "login-form-outcome";

export interface InvitationForForm {
  token: string;
  email: string;
  role: RoleOrUser;
}

/**
 * Both modes, their submitting labels and every toast. An invitation opens
 * create-account mode with its email fixed; in invite-only mode without one, no account can be
 * created here (the server refuses such sign-ups), so the page says how to get access and offers
 * no form to fill in only to be refused.
 */
export function LoginForm({
  destination = "/dashboard",
  inviteOnly = false,
  invitation,
  onForgotPassword,
}: {
  destination?: string;
  inviteOnly?: boolean;
  invitation?: InvitationForForm;
  /** Shows 'Forgot password?' in sign-in mode, which opens the recovery help. */
  onForgotPassword?: () => void;
}) {
  const [mode, setMode] = useState<Mode>(invitation ? "signUp" : "signIn");
  /** A throttled sign-in (429) stays on the page, not only in a toast, until the next attempt. */
  const [throttled, setThrottled] = useState<string | null>(null);
  const [values, setValues] = useState<SignUpInput>({ email: invitation?.email ?? "", password: "", fullName: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After a refused submit, each change is checked again so a message goes as soon as it is fixed.
  const checkOnChange = useRef(false);
  const schemas = useRef<Awaited<ReturnType<typeof loadLoginSchemas>>>(undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSignUp = mode === "signUp";

  const preloadSchemas = () => {
    loadLoginSchemas().then(
      (loaded) => {
        schemas.current = loaded;
      },
      () => {}, // the submit tries again and says what failed
    );
  };

  const change = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (checkOnChange.current && schemas.current) {
      const checked = checkLogin(schemas.current, isSignUp, next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const submit = async () => {
    let checked: ReturnType<typeof checkLogin>;
    try {
      schemas.current ??= await loadLoginSchemas();
      checked = checkLogin(schemas.current, isSignUp, values);
    } catch (error) {
      toast.error(isSignUp ? "Sign Up Error" : "Login Error", { id: OUTCOME_TOAST, description: errorMessage(error) });
      return;
    }
    if (!checked.ok) {
      checkOnChange.current = true;
      setErrors(checked.errors);
      const first = (["fullName", "email", "password"] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    const valid = checked.values;
    try {
      if (isSignUp) {
        const { data, error } = await authClient.signUp.email({
          email: invitation?.email ?? valid.email,
          password: valid.password,
          name: valid.fullName ?? "",
          // The server checks and uses up the invitation, and gives its role.
          ...(invitation ? { inviteToken: invitation.token } : {}),
        });
        if (error) {
          toast.error("Sign Up Failed", {
            id: OUTCOME_TOAST,
            description: error.message || "An unexpected error occurred",
          });
          return;
        }
        toast.success("Sign Up Successful", {
          id: OUTCOME_TOAST,
          description: "Please check your email for confirmation if required, or continue to dashboard.",
        });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        if (data?.user) navigate(destination);
        return;
      }
      setThrottled(null);
      const { error } = await authClient.signIn.email({ email: valid.email, password: valid.password });
      if (error?.status === 429) setThrottled(error.message || "Too many sign-in attempts. Please wait and try again.");
      if (error) {
        toast.error("Login Failed", {
          id: OUTCOME_TOAST,
          description: error.message || "An unexpected error occurred",
        });
        return;
      }
      toast.success("Login Successful", { id: OUTCOME_TOAST, description: "Welcome to the platform!" });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(destination);
    } catch (error) {
      toast.error(isSignUp ? "Sign Up Error" : "Login Error", { id: OUTCOME_TOAST, description: errorMessage(error) });
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      await submit();
    } finally {
      setSubmitting(false);
    }
  };

  const byInvitationOnly = inviteOnly && !invitation;
  const switchMode = () => {
    setMode(isSignUp ? "signIn" : "signUp");
    setErrors({});
    checkOnChange.current = false;
  };

  const switchLink = (
    <p className="text-center text-sm text-slate-600">
      {isSignUp ? "Already have an account? " : "Don't have an account? "}
      <button
        type="button"
        onClick={switchMode}
        className="font-medium text-brand-700 underline-offset-4 hover:underline pointer-coarse:min-h-11"
      >
        {isSignUp ? "Sign in" : "Create account"}
      </button>
    </p>
  );
  // Create-account mode chosen before the page knew sign-up is by invitation: only how to get in.
  if (isSignUp && byInvitationOnly) {
    return (
      <div className="space-y-4">
        <p role="note" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {INVITE_ONLY_MESSAGE}
        </p>
        {switchLink}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={preloadSchemas} noValidate className="space-y-4">
      {isSignUp && invitation && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          You were invited as {withArticle(invitation.role)}. Choose your name and a password to create your account.
        </p>
      )}
      {isSignUp && (
        <FormField id="fullName" label="Full Name" error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              name="fullName"
              autoComplete="name"
              value={values.fullName}
              onChange={change("fullName")}
            />
          )}
        </FormField>
      )}
      <FormField id="email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            readOnly={!!invitation}
            value={values.email}
            onChange={change("email")}
          />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        {(control) => (
          <Input
            {...control}
            type="password"
            name="password"
            autoComplete={isSignUp ? "new-password" : "current-password"}
            value={values.password}
            onChange={change("password")}
          />
        )}
      </FormField>
      {!isSignUp && onForgotPassword && (
        <p className="-mt-2 text-right text-sm">
          <button
            type="button"
            onClick={onForgotPassword}
            className="font-medium text-brand-700 underline-offset-4 hover:underline pointer-coarse:min-h-11"
          >
            Forgot password?
          </button>
        </p>
      )}
      {throttled && !isSignUp && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {throttled}
        </p>
      )}
      {/* The button's look without the Button component, whose Slot the login page does not need. */}
      <button type="submit" className={cn(buttonVariants(), "w-full")} disabled={isSubmitting}>
        {isSubmitting ? (isSignUp ? "Creating Account..." : "Signing in...") : isSignUp ? "Create Account" : "Sign In"}
      </button>
      {byInvitationOnly ? (
        <p className="text-center text-sm text-slate-600">Accounts are by invitation: ask an Admin of your team.</p>
      ) : (
        switchLink
      )}
    </form>
  );
}
