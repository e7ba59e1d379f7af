import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api-client";
import { downloadFile } from "#web/lib/transfer";

/** Downloads a stored file under its own name and says how it went. */
export function DownloadButton({
  url,
  fileName,
  label = "Download",
  iconOnly = false,
  ...props
}: Omit<ButtonProps, "onClick"> & { url: string; fileName: string; label?: string; iconOnly?: boolean }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(url, fileName);
      toast.success("File downloaded successfully");
    } catch (error) {
      toast.error("Error downloading file", { description: errorMessage(error, "Unknown error") });
    } finally {
      setBusy(false);
    }
  };
  return (
    // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
    <Button size="sm" variant="outline" aria-disabled={busy || undefined} onClick={onClick} {...props}>
      <Download aria-hidden />
      {!iconOnly && label}
    </Button>
  );
}
