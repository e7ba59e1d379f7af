import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { seedSessionFromDocument } from "#web/lib/auth/use-me";
import { createQueryClient } from "#web/lib/query-client";
import { usePointerModality } from "#web/lib/use-pointer-modality";

/** Data providers for every platform page; kept out of the public site's bundle. */
export default function PlatformLayout() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedSessionFromDocument(client);
    return client;
  });
  usePointerModality();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
