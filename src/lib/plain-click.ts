/**
 * Whether a click is a plain primary-button click, without a modifier key: the clicks that follow
 * a link in the same tab. Ctrl/Cmd/Shift/Alt or another button open a new tab or window (or save
 * the link), which a page must leave to the browser.
 *
 * @param event a DOM or React mouse event (only its button and modifier keys are read)
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
