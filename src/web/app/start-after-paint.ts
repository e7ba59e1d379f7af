import { scriptSafeJson } from "#shared/script-safe-json";

/**
 * A page drawn on the server is complete without its scripts: the browser can show it as soon as
 * the HTML and the stylesheet are in. React Router's document starts every script of the page at
 * once (module preloads in the head, a module script at the end of the body), and on a slow phone
 * those ~260 KB compete with the stylesheet and hold the first paint back. So a platform page's
 * document names no module before its first paint: the module script is started by a small
 * inline script after the first frame has been drawn (the next task after an animation frame), and
 * the modules it imports load then. Until the page is hydrated its links work as plain links (the
 * server draws every address); buttons and forms work once it is. Only a signed-in page's
 * document does this: the login page is of no use before its scripts run.
 */

/** React Router's module preloads, which React moves into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
/** React Router's module script: its imports, the route modules, then the client entry. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** The document with its scripts started after the first paint; unchanged when it has no module script. */
export function startScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonce, source] = script;
  const starter = `<script nonce="${nonce}">(function(){var c=${scriptSafeJson(source)},n=document.currentScript.nonce;requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;document.body.appendChild(s)},0)})})();</script>`;
  return html.replace(whole, () => starter).replace(MODULE_PRELOAD, "");
}
