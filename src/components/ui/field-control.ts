/**
 * Classes shared by the text inputs, selects and textareas of every form (the reservation widget,
 * the contact form, the fleet's filters, sort and dates, the price for your dates): full width,
 * the field border (`--field-line`, at least 3:1 against the surfaces: the border is the field's
 * only edge) and surface, the brand border on keyboard focus, and the accent border and ring while
 * the control has `aria-invalid="true"` (the invalid look follows the ARIA state, never a class
 * of its own). Each form adds its height and padding (`min-h-11 py-2`). A module of its own,
 * without imports, so the fleet's islands take the classes without `cn` (its code weighs on the
 * fleet's budget).
 */
export const fieldControl =
  'block w-full rounded-lg border border-field-line bg-surface px-3 text-base text-ink focus-visible:border-brand ' +
  'aria-[invalid=true]:border-accent aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-accent';

/** Classes of a field's caption: the label above a control, or a fieldset's legend. */
export const fieldCaption = 'mb-1.5 block text-sm font-semibold text-ink';
