// @ts-check
/**
 * The floor pages of the benchmarks: the fastest pages the same server can serve, written into the
 * build's client folder for a run and removed after it (never shipped with the site). Each bench
 * reports its figures beside the floor's, measured in the same run, so a difference is measured
 * rather than an absolute time on a noisy host.
 */

/** The load floor's file name in the build's client folder (`npm run bench`, Lighthouse). */
export const FLOOR_PATH = 'bench-floor.html';

/**
 * The address a page file is served at: its name without `.html` (`/bench-floor`), as every page;
 * the `.html` form answers a redirect (docs/deploy.md, "One address per page"), which the
 * benchmarks would time.
 *
 * @param {string} file a page file of the client folder, e.g. {@link FLOOR_PATH}
 * @returns {string} e.g. `/bench-floor`
 */
export function pageAddress(file) {
  return `/${file.replace(/\.html$/, '')}`;
}
/**
 * The load floor: a minimal, valid one-paragraph page with no stylesheet, script or image (its
 * icon is an empty `data:` URL, so the browser does not request `/favicon.ico`: that request made
 * the floor's simulated LCP jump between about 620 and 900 ms from one run to the next).
 */
export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<link rel="icon" href="data:,">
<meta name="description" content="The fastest page this benchmark can serve: one paragraph.">
</head>
<body>
<p>Car, scooter and ATV rental on Paros and Antiparos: one paragraph, nothing else, the fastest largest contentful paint this simulation allows for a page from this server.</p>
</body>
</html>
`;

/** The tap floor's page and script file names (`tools/bench/interaction.mjs`). */
export const TAP_FLOOR_PATH = 'bench-tap-floor.html';
export const TAP_FLOOR_SCRIPT_PATH = 'bench-tap-floor.js';
/**
 * The tap floor: one button whose click shows a panel with a text input (the shape of the chat
 * launcher's answer), from a same-origin script (the site's Content-Security-Policy allows
 * `'self'`, no inline script). The fastest first tap this profile allows.
 */
export const TAP_FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tap floor</title>
<link rel="icon" href="data:,">
<script type="module" src="/${TAP_FLOOR_SCRIPT_PATH}"></script>
</head>
<body>
<button type="button" data-bench-button style="position:fixed;right:16px;bottom:16px;min-height:56px;padding:0 20px">Ask</button>
<div data-bench-panel hidden><label>Message <input type="text" data-bench-input></label></div>
</body>
</html>
`;
/** The tap floor's script: the button shows the panel. */
export const TAP_FLOOR_SCRIPT = `document.querySelector('[data-bench-button]').addEventListener('click', () => {
  document.querySelector('[data-bench-panel]').hidden = false;
});
`;
