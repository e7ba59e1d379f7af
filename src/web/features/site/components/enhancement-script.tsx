import { useEffect } from "react";

/** The same steps as `loadOnce`, inlined into prerendered pages (which run no React). */
const INLINE_LOADER =
  '(function(s){function l(){if(!document.querySelector(\'script[src="\'+s+\'"]\')){var e=document.createElement("script");e.type="module";e.src=s;document.body.appendChild(e)}}if(document.readyState==="complete")l();else addEventListener("load",l)})';

function loadOnce(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  document.body.appendChild(script);
}

/**
 * Loads one of the public pages' enhancement scripts (app/routes/site/scripts) after the page's
 * load event, so it never competes with the first paint. Until then the page works as plain HTML. Prerendered pages run the
 * inline loader; when React renders the page in the browser (client-side navigation), the effect
 * loads the script instead, because React does not run inline scripts it inserts. Scripts load as
 * modules: the built bundles are plain IIFEs (valid module code), and the dev server serves them as ES
 * modules.
 */
export function EnhancementScript({ src }: { src: string }) {
  useEffect(() => {
    if (document.readyState === "complete") loadOnce(src);
    else window.addEventListener("load", () => loadOnce(src), { once: true });
  }, [src]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant loader plus a build-time asset URL; no user input.
  return <script dangerouslySetInnerHTML={{ __html: `${INLINE_LOADER}(${JSON.stringify(src)})` }} />;
}
