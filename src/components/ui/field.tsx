/**
 * Form field primitives, after shadcn/ui's `Field` pattern: a field is a {@link Field} wrapper
 * holding a {@link FieldLabel} (or a {@link FieldLegend} on a fieldset), the control itself, an
 * optional {@link FieldDescription} and a {@link FieldError}. The parts are plain elements with the
 * site's classes; each takes `className` (merged last with `cn()`, so the caller's classes win)
 * and the element's own props.
 *
 * The control stays the form's own `<input>`, `<select>` or `<textarea>`, styled with
 * {@link fieldControl}; {@link useFieldIds} gives it its `id`, `name` and ARIA attributes, and the
 * label, description and error the ids that point at it, so the wiring is the same in every form.
 *
 * Unlike shadcn's version there is no `data-slot` attribute and no `role="group"` on the wrapper:
 * the forms' markup and accessibility tree stay what they were.
 * Used by `src/islands/ContactForm.tsx` and `src/islands/ReservationWidget.tsx`.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldCaption as caption } from './field-control';

export { fieldControl } from './field-control';

/**
 * The wrapper of one field (`<div>`): label, control, description and error, one below the other.
 * `min-w-0` lets it get narrower than its content in a grid or flex track; grid placement
 * comes from `className`. Takes every `<div>` prop.
 */
export function Field({ className, ...props }: ComponentProps<'div'>): ReactNode {
  return <div className={cn('min-w-0', className)} {...props} />;
}

/**
 * The visual asterisk of a required field (`<span aria-hidden="true">*</span>` in the accent
 * colour). Accessibility: it is hidden from assistive technology, which learns of the requirement
 * from the control's `required` or `aria-required="true"` (see {@link useFieldIds}); a sentence
 * near the form explains the asterisk to sighted visitors.
 */
export function FieldRequired(): ReactNode {
  return (
    <span aria-hidden="true" className="ms-0.5 text-accent">
      *
    </span>
  );
}

/** Props of {@link FieldLabel} and {@link FieldLegend}: the element's own, plus the marker. */
interface CaptionMarker {
  /** Show {@link FieldRequired} after the text. The control must be required too. */
  required?: boolean | undefined;
  /** Muted text after the caption of an optional field ("(optional)"); ignored when `required`. */
  optional?: ReactNode | undefined;
}

/** The caption's text followed by its required or optional marker. */
function withMarker(children: ReactNode, { required, optional }: CaptionMarker): ReactNode {
  return (
    <>
      {children}
      {required ? (
        <FieldRequired />
      ) : (
        optional != null && (
          <>
            {' '}
            <span className="font-normal text-muted">{optional}</span>
          </>
        )
      )}
    </>
  );
}

/**
 * The `<label>` of a field's control: bold small text above it. `htmlFor` is required: the
 * control's id (`field.control.id` from {@link useFieldIds}), so the label names the control
 * (WCAG 1.3.1, 4.1.2) and clicking it focuses the control. `required` adds the asterisk;
 * `optional` adds a muted "(optional)" text instead. Takes every `<label>` prop.
 */
export function FieldLabel({
  className,
  children,
  htmlFor,
  required,
  optional,
  ...props
}: ComponentProps<'label'> & CaptionMarker & { htmlFor: string }): ReactNode {
  return (
    <label className={cn(caption, className)} htmlFor={htmlFor} {...props}>
      {withMarker(children, { required, optional })}
    </label>
  );
}

/**
 * The `<legend>` of a `<fieldset>` that groups several controls under one caption (a radio group),
 * with the same look as {@link FieldLabel}: the legend names the group. `required` and `optional`
 * as on {@link FieldLabel}. Takes every `<legend>` prop.
 */
export function FieldLegend({
  className,
  children,
  required,
  optional,
  ...props
}: ComponentProps<'legend'> & CaptionMarker): ReactNode {
  return (
    <legend className={cn(caption, className)} {...props}>
      {withMarker(children, { required, optional })}
    </legend>
  );
}

/**
 * A hint under a control (`<p>`, small muted text). Give it `id={field.descriptionId}` and create
 * the field with `described: true` so that the control's `aria-describedby` names it (the hint is
 * read with the control, WCAG 3.3.2). Takes every `<p>` prop.
 */
export function FieldDescription({ className, ...props }: ComponentProps<'p'>): ReactNode {
  return <p className={cn('mt-1.5 text-sm text-muted', className)} {...props} />;
}

/**
 * The error text of a field (`<p>`, small bold accent text), rendered only when it has children.
 * Give it `id={field.errorId}` and create the field with `invalid: true` while it shows: the
 * control then carries `aria-invalid="true"` and its `aria-describedby` names this text (WCAG
 * 3.3.1), so the error is read when the form moves focus to the control. It is not a live region:
 * the form announces by moving focus. Takes every `<p>` prop (e.g. a `data-` hook for tests).
 */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>): ReactNode {
  if (children == null || children === false || children === '') return null;
  return (
    <p className={cn('mt-1.5 text-sm font-semibold text-accent', className)} {...props}>
      {children}
    </p>
  );
}

/** What a field is and what state it is in: the input of `field()` from {@link useFieldIds}. */
export interface FieldOptions {
  /** The control's `name`, also the last part of its id. */
  name: string;
  /** The value is wrong now: `aria-invalid="true"`, and the error joins `aria-describedby`. */
  invalid?: boolean | undefined;
  /** The field shows a {@link FieldDescription}: its id comes first in `aria-describedby`. */
  described?: boolean | undefined;
  /**
   * The id of the text that explains the error, when it is not the field's own
   * {@link FieldError} (a form-level alert shared by several fields). Default: the field's own.
   */
  errorId?: string | undefined;
  /**
   * `true`: the native `required` attribute (the browser checks it when the form validates);
   * `'aria'`: `aria-required="true"` only, for controls the browser should not check (a select
   * that always has a value, a date input a native `required` shows as invalid from the start).
   */
  required?: boolean | 'aria' | undefined;
}

/** The attributes a control gets from `field()` of {@link useFieldIds}: spread them onto it. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: true;
  'aria-required'?: 'true';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** One field's wiring: `field()` of {@link useFieldIds}. */
export interface FieldWiring {
  /** Props of the control; `control.id` is the label's `htmlFor`. */
  control: FieldControlProps;
  /** The id of the field's {@link FieldDescription}. */
  descriptionId: string;
  /** The id of the field's {@link FieldError}. */
  errorId: string;
}

/**
 * The ids of one form, from a single `useId()`: call it once, at the top of the form component.
 *
 * Returns `{ id, field }`:
 * - `id(name)`: an id unique to this form instance, `` `${useId()}-${name}` `` (headings, alerts,
 *   radio group names);
 * - `field(options)`: the {@link FieldWiring} of one field (see {@link FieldOptions}): the control
 *   gets `id`, `name`, `required` or `aria-required`, and, while invalid, `aria-invalid="true"`;
 *   its `aria-describedby` names the description (if `described`) then the error (if `invalid`)
 *   and is left out when it would be empty, so it never points at an element that is not there.
 *   The description's id is `id(name + '-hint')`, the error's `id(name + '-error')`.
 */
export function useFieldIds(): {
  id: (name: string) => string;
  field: (options: FieldOptions) => FieldWiring;
} {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const field = ({ name, invalid, described, errorId, required }: FieldOptions): FieldWiring => {
    const descriptionId = id(`${name}-hint`);
    const ownErrorId = id(`${name}-error`);
    const describedBy = [described ? descriptionId : '', invalid ? (errorId ?? ownErrorId) : '']
      .filter(Boolean)
      .join(' ');
    return {
      control: {
        id: id(name),
        name,
        ...(required === true
          ? { required: true as const }
          : required === 'aria'
            ? { 'aria-required': 'true' as const }
            : {}),
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      descriptionId,
      errorId: ownErrorId,
    };
  };
  return { id, field };
}
