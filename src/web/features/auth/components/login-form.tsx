import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type SignUpInput, signInSchema, signUpSchema } from "#shared/schemas/auth";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { meQueryKey } from "#web/lib/auth/use-me";

type Mode = "signIn" | "signUp";

/** Login and account creation: both modes, their submitting labels and every toast. */
export function LoginForm() {
  const [mode, setMode] = useState<Mode>("signIn");
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
    defaultValues: { email: "", password: "", fullName: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isSignUp) {
        const { data, error } = await authClient.signUp.email({
          email: values.email,
          password: values.password,
          name: values.fullName,
        });
        if (error) {
          toast.error("Sign Up Failed", { description: error.message || "An unexpected error occurred" });
          return;
        }
        toast.success("Sign Up Successful", {
          description: "Please check your email for confirmation if required, or continue to dashboard.",
        });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        if (data?.user) navigate("/dashboard");
        return;
      }
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        toast.error("Login Failed", { description: error.message || "An unexpected error occurred" });
        return;
      }
      toast.success("Login Successful", { description: "Welcome to the platform!" });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate("/dashboard");
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
      {isSignUp && (
        <FormField id="fullName" label="Full Name" error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("fullName")} />}
        </FormField>
      )}
      <FormField id="email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (isSignUp ? "Creating Account..." : "Signing in...") : isSignUp ? "Create Account" : "Sign In"}
      </Button>
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
