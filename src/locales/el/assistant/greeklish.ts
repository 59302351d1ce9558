/**
 * Greeklish, Greek typed in Latin letters ("poso einai i eggyisi", "thelo na kleiso amaksi"), read
 * as Greek (docs/assistant.md, "Greek and Greeklish"). The transliteration is greek-utils'
 * `toGreek` (a kept library, not a table of ours); what remains is the part no transliteration can
 * settle: Greek spells one sound several ways (ι, η, υ, ει, οι; ο, ω; ε, αι), and Greeklish
 * writers pick any of them, so both the keywords and the message are reduced to how they sound.
 * Loaded with the Greek pack only (its own chunk).
 */
import greekUtils from 'greek-utils';

// greek-utils is CommonJS: its functions come from the default export (Node and Vite alike).
const { toGreek } = greekUtils;

/** A token typed in Latin letters, digits allowed (`ka8isma`, `50cc`); numbers stay as they are. */
const latinWord = /^(?=[a-z0-9]*[a-z])[a-z0-9]+$/;

/**
 * Reads a normalised message (`normaliseText`: lower case, no accents, final sigma as `σ`) the
 * Greek way: Latin-letter words transliterated, then every spelling of a sound made one.
 *
 * @param normalised words separated by single spaces
 * @returns the same words, in Greek letters, spelled by sound (`εγγυηση` and `eggyisi` both give
 *   `εγιισι`)
 */
export function soundsGreek(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => (latinWord.test(word) ? toGreek(word).replace(/ς/g, 'σ') : word))
    .join(' ')
    .replace(/ου/g, 'U')
    .replace(/[αε]υ|[αε]φ/g, (pair) => `${pair[0]}β`)
    .replace(/μπ/g, 'β')
    .replace(/ξ|κσ/g, 'χ')
    .replace(/φθ/g, 'φτ')
    .replace(/ει|οι|υι/g, 'ι')
    .replace(/[ηυ]/g, 'ι')
    .replace(/ω/g, 'ο')
    .replace(/αι/g, 'ε')
    .replace(/U/g, 'ου')
    .replace(/(\p{L})\1/gu, '$1');
}
