import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type RoleOrUser, withArticle } from "#shared/roles";
import { type SignUpInput, signInSchema, signUpSchema } from "#shared/schemas/auth";
import { INVITE_ONLY_MESSAGE } from "#shared/schemas/settings";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { meQueryKey } from "#web/lib/auth/use-me";

type Mode = "signIn" | "signUp";

export interface InvitationForForm {
  token: string;
  email: string;
  role: RoleOrUser;
}

/**
 * Both modes, their submitting labels and every toast. An invitation opens
 * create-account mode with its email fixed; in invite-only mode without one, the
 * create-account toggle says how to get access (the server refuses such sign-ups anyway).
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSignUp = mode === "signUp";
  // The resolver is read once by react-hook-form, so it looks the mode up when it runs.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const form = useForm<SignUpInput>({
    resolver: (values, context, options) =>
      modeRef.current === "signUp"
        ? zodResolver(signUpSchema)(values, context, options)
        : // In sign-in mode the name is not asked for: the sign-in schema ignores it.
          (zodResolver(signInSchema)(values, context, options as never) as never),
    defaultValues: { email: invitation?.email ?? "", password: "", fullName: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isSignUp) {
        const { data, error } = await authClient.signUp.email({
          email: invitation?.email ?? values.email,
          password: values.password,
          name: values.fullName,
          // The server checks and uses up the invitation, and gives its role.
          ...(invitation ? { inviteToken: invitation.token } : {}),
        });
        if (error) {
          toast.error("Sign Up Failed", { description: error.message || "An unexpected error occurred" });
          return;
        }
        toast.success("Sign Up Successful", {
          description: "Please check your email for confirmation if required, or continue to dashboard.",
        });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        if (data?.user) navigate(destination);
        return;
      }
      setThrottled(null);
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error?.status === 429) setThrottled(error.message || "Too many sign-in attempts. Please wait and try again.");
      if (error) {
        toast.error("Login Failed", { description: error.message || "An unexpected error occurred" });
        return;
      }
      toast.success("Login Successful", { description: "Welcome to the platform!" });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(destination);
    } catch (error) {
      toast.error(isSignUp ? "Sign Up Error" : "Login Error", { description: errorMessage(error) });
    }
  });

  const switchMode = () => {
    setMode(isSignUp ? "signIn" : "signUp");
    form.clearErrors();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {isSignUp && invitation && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          You were invited as {withArticle(invitation.role)}. Choose your name and a password to create your account.
        </p>
      )}
      {isSignUp && !invitation && inviteOnly && (
        <p role="note" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {INVITE_ONLY_MESSAGE}
        </p>
      )}
      {isSignUp && (
        <FormField id="fullName" label="Full Name" error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("fullName")} />}
        </FormField>
      )}
      <FormField id="email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" readOnly={!!invitation} {...form.register("email")} />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={isSignUp ? "new-password" : "current-password"}
            {...form.register("password")}
          />
        )}
      </FormField>
      {!isSignUp && onForgotPassword && (
        <p className="-mt-2 text-right text-sm">
          <button
            type="button"
            onClick={onForgotPassword}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (isSignUp ? "Creating Account..." : "Signing in...") : isSignUp ? "Create Account" : "Sign In"}
      </Button>
      {!isSignUp && inviteOnly && (
        <p className="text-center text-sm text-slate-600">Accounts are by invitation: ask an Admin of your team.</p>
      )}
      <p className="text-center text-sm text-slate-600">
        {isSignUp ? "Already have an account? " : "Don't have an account? "}
        <button
          type="button"
          onClick={switchMode}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {isSignUp ? "Sign in" : "Create account"}
        </button>
      </p>
    </form>
  );
}
