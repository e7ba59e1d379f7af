import { site } from "#content/index";

/** The group's mark and name; the image is decorative because the name is written beside it. */
export function SiteLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2">
      <img src={site.logoPath} alt="" width={32} height={32} className="size-8" />
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-brand-900" : "text-white"}`}>
        {site.name}
      </span>
    </span>
  );
}
