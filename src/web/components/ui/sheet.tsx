import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#web/lib/cn";

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/** A panel sliding in from the left, used for the sidebar on small screens. */
export function SheetContent({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        className={cn("fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-white shadow-lg", className)}
        {...props}
      />
    </SheetPrimitive.Portal>
  );
}
