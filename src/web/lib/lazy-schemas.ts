/**
 * The browser loads zod and the shared schemas when they are first needed (a form validates, a
 * live event arrives), never while a page starts: evaluating them took about a third of the time
 * a signed-in page spent evaluating its modules on a throttled phone, and most visits send no
 * form (decision 028).
 * So src/web imports a schema module only as types, or through this file (a lint rule holds it).
 */
import { useEffect, useState } from "react";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { toast } from "sonner";

export interface LazyModule<T> {
  /** The module, loading it on the first call; a failed load is tried again on the next. */
  load: () => Promise<T>;
  /** The module if it has loaded, else undefined (and nothing is started). */
  loaded: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let module: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

export type BrowserSchemas = typeof import("./browser-schemas");

/** The schemas the pages check input with (lib/browser-schemas.ts). */
export const schemas = lazyModule<BrowserSchemas>(() => import("./browser-schemas"));

export const CHECK_UNAVAILABLE = "The form could not be checked. Check your connection and try again.";

/** The schemas for a form being sent; on a failed load, says so and answers undefined (nothing is sent). */
export async function schemasForSending<T>(module: LazyModule<T>): Promise<T | undefined> {
  try {
    return await module.load();
  } catch {
    toast.error("Error", { description: CHECK_UNAVAILABLE });
    return undefined;
  }
}

/**
 * A react-hook-form resolver made the first time the form validates (it is sent, or a field
 * changes after a refused send), from a schema loaded then. A failed load refuses the values
 * (nothing is sent) and says why.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TOutput>(
  make: () => Promise<Resolver<TFieldValues, TContext, TOutput>>,
): Resolver<TFieldValues, TContext, TOutput> {
  const resolver = lazyModule(make);
  return async (values, context, options) => {
    const resolve = await schemasForSending(resolver);
    if (resolve) return resolve(values, context, options);
    const errors = { root: { type: "load", message: CHECK_UNAVAILABLE } } as FieldErrors<TFieldValues>;
    return { values: {}, errors };
  };
}

/** The module once loaded, loading it when the component mounts (a form page that checks as it renders). */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    module.load().then(
      (value) => mounted && setLoaded(() => value),
      () => undefined, // checked again on send, which reports a failed load
    );
    return () => {
      mounted = false;
    };
  }, [module, loaded]);
  return loaded;
}
