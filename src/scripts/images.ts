/**
 * 'Image unavailable' fallback (docs/requirements.md, "Error messages"): when an
 * `img[data-fallback-image]` fails, hide it and show its box's `[data-image-unavailable]` label.
 * Also catches images that failed before this module ran.
 */
function fail(img: HTMLImageElement): void {
  const box = img.closest('[data-image-box]');
  const label = box?.querySelector<HTMLElement>('[data-image-unavailable]');
  if (!label) return;
  img.hidden = true;
  label.classList.replace('hidden', 'flex');
}

export function initImageFallbacks(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback-image]')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fail(img);
    else img.addEventListener('error', () => fail(img), { once: true });
  }
}
