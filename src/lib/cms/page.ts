/**
 * The HTML of `/admin` (`src/pages/admin.html.ts`): Decap's mount point, the generated
 * configuration as JSON data and the editor's bundle.
 */
import type { CmsBundleConfig } from './config';

/**
 * `/admin`'s document.
 *
 * @param payload the configuration and formats of {@link CmsBundleConfig}
 * @param siteName shown in the tab's title, e.g. `Paros & Antiparos rentals`
 * @returns a complete HTML document: `noindex, nofollow`, no inline script (the configuration is a
 *   `type="application/json"` block, which is data), `<` escaped in the JSON so no text of it can
 *   close the block
 */
export function adminPageHtml(payload: CmsBundleConfig, siteName: string): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  const title = `Content editor — ${siteName}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<script type="application/json" id="cms-config">${json}</script>
<script type="module" src="/admin/cms.js"></script>
</head>
<body></body>
</html>
`;
}
