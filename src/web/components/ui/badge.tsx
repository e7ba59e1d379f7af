import type * as React from "react";
import { cn } from "#web/lib/cn";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold",
        className,
      )}
      {...props}
    />
  );
}
