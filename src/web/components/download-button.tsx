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
    <Button size="sm" variant="outline" disabled={busy} onClick={onClick} {...props}>
      <Download aria-hidden />
      {!iconOnly && label}
    </Button>
  );
}
