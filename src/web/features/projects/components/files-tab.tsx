import { FileText } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";

/** Files tab, empty state until stage files can be uploaded. */
export function FilesTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Files</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
        <FileText className="size-10 text-slate-400" aria-hidden />
        <p className="font-medium text-slate-900">No files uploaded</p>
      </CardContent>
    </Card>
  );
}
