/**
 * The plain-text files every live site serves besides its pages (see `docs/deploy.md`, "Files a
 * live site serves"): `/robots.txt` and `/llms.txt`. Pure functions over the business settings
 * and the content, so the text is unit-tested and the prerendered endpoints in `src/pages/` only
 * gather their inputs.
 */

/**
 * `/robots.txt`: every crawler may fetch everything (nothing public is disallowed; the one
 * on-demand route only answers POST), and the sitemap's absolute URL.
 *
 * @param siteUrl origin from `PUBLIC_SITE_URL`, no trailing slash, e.g. `https://www.example.com`
 * @returns the file's text, ending with a newline
 * @throws {Error} when `siteUrl` is not an absolute http(s) URL (the sitemap line must be absolute)
 */
export function robotsTxt(siteUrl: string): string {
  if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
    throw new Error(
      `robots.txt needs an absolute http(s) site URL (PUBLIC_SITE_URL), got ${JSON.stringify(siteUrl)}`,
    );
  }
  const sitemap = new URL('/sitemap-index.xml', siteUrl).toString();
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

/** A link of `/llms.txt`: a page of the site and what it is about. */
export interface LlmsLink {
  /** Link text, e.g. the page title. */
  title: string;
  /** Site path (`/fleet`) or absolute URL. */
  path: string;
  /** One line about the page (its meta description); may be empty. */
  note?: string;
}

/** Everything `/llms.txt` says, already in words (figures come from `src/config`). */
export interface LlmsInput {
  /** Origin, no trailing slash. */
  siteUrl: string;
  /** The business's name (the file's H1). */
  name: string;
  /** One-paragraph summary (the blockquote under the title). */
  summary: string;
  /** Key facts, one line each ("Phone: +30 …"). */
  facts: readonly string[];
  /** Sections of links in order, e.g. `{ Pages: […], Fleet: […], Articles: […] }`. */
  sections: Readonly<Record<string, readonly LlmsLink[]>>;
  /** Links in the convention's `## Optional` section (skippable for a short context). */
  optional?: readonly LlmsLink[];
}

/** One line of text: line breaks and runs of white space folded to one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `/llms.txt` in the llms.txt convention (https://llmstxt.org): an H1 with the name, a blockquote
 * summary, a paragraph of facts, then `##` sections of Markdown link lists `- [title](url): note`,
 * the last one `## Optional`. Links are absolute, so the file reads the same anywhere.
 *
 * @returns Markdown text ending with a newline
 */
export function llmsTxt(input: LlmsInput): string {
  const url = (path: string) =>
    /^https?:\/\//.test(path) ? path : new URL(path, `${input.siteUrl}/`).toString();
  const link = (l: LlmsLink) =>
    `- [${oneLine(l.title).replace(/[[\]]/g, '')}](${url(l.path)})${l.note ? `: ${oneLine(l.note)}` : ''}`;
  const out = [`# ${oneLine(input.name)}`, '', `> ${oneLine(input.summary)}`, ''];
  if (input.facts.length) out.push(...input.facts.map((f) => `- ${oneLine(f)}`), '');
  for (const [heading, links] of Object.entries(input.sections)) {
    if (!links.length) continue;
    out.push(`## ${heading}`, '', ...links.map(link), '');
  }
  if (input.optional?.length) out.push('## Optional', '', ...input.optional.map(link), '');
  return out.join('\n');
}
