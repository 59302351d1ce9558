import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldLegend,
  useFieldIds,
  type FieldOptions,
  type FieldWiring,
} from '../../src/components/ui/field';
import { cn } from '../../src/lib/cn';

/** The wiring `useFieldIds().field(options)` gives inside a rendered component. */
function wiringOf(options: FieldOptions): FieldWiring & { prefix: string } {
  let out: (FieldWiring & { prefix: string }) | undefined;
  function Probe(): ReactNode {
    const { id, field } = useFieldIds();
    out = { ...field(options), prefix: id('') };
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  if (!out) throw new Error('not rendered');
  return out;
}

describe('cn', () => {
  it('joins conditional classes and lets the later of two conflicting Tailwind classes win', () => {
    expect(cn('block', false, undefined, { 'text-ink': true, hidden: false })).toBe(
      'block text-ink',
    );
    expect(cn('min-h-11 py-2', 'min-h-12')).toBe('py-2 min-h-12');
    // The site's colour names are not font sizes: both stay.
    expect(cn('text-sm text-ink', 'text-muted')).toBe('text-sm text-muted');
  });
});

describe('useFieldIds', () => {
  it('gives the control its id and name, and nothing else for a plain valid field', () => {
    const f = wiringOf({ name: 'email' });
    expect(f.control).toEqual({ id: `${f.prefix}email`, name: 'email' });
    expect(f.descriptionId).toBe(`${f.prefix}email-hint`);
    expect(f.errorId).toBe(`${f.prefix}email-error`);
  });

  it('required: native `required` or `aria-required`', () => {
    expect(wiringOf({ name: 'a', required: true }).control).toMatchObject({ required: true });
    expect(wiringOf({ name: 'a', required: true }).control).not.toHaveProperty('aria-required');
    expect(wiringOf({ name: 'a', required: 'aria' }).control).toMatchObject({
      'aria-required': 'true',
    });
    expect(wiringOf({ name: 'a', required: 'aria' }).control).not.toHaveProperty('required');
    expect(wiringOf({ name: 'a', required: false }).control).toEqual({
      id: expect.any(String),
      name: 'a',
    });
  });

  it('aria-describedby names the description, then the error while invalid, and is left out when empty', () => {
    const described = wiringOf({ name: 'phone', described: true });
    expect(described.control['aria-describedby']).toBe(described.descriptionId);
    expect(described.control).not.toHaveProperty('aria-invalid');

    const invalid = wiringOf({ name: 'phone', described: true, invalid: true });
    expect(invalid.control['aria-describedby']).toBe(`${invalid.descriptionId} ${invalid.errorId}`);
    expect(invalid.control['aria-invalid']).toBe(true);

    const shared = wiringOf({ name: 'pickupId', invalid: true, errorId: 'form-alert' });
    expect(shared.control['aria-describedby']).toBe('form-alert');
    expect(wiringOf({ name: 'pickupId', errorId: 'form-alert' }).control).not.toHaveProperty(
      'aria-describedby',
    );
  });
});

describe('field parts', () => {
  const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

  it('Field wraps with min-w-0 plus the caller classes', () => {
    expect(html(createElement(Field, { className: 'sm:col-span-2' }, 'x'))).toBe(
      '<div class="min-w-0 sm:col-span-2">x</div>',
    );
  });

  it('FieldLabel: the asterisk is hidden from assistive technology; an optional field gets the muted text', () => {
    expect(html(createElement(FieldLabel, { htmlFor: 'e', required: true }, 'Email'))).toBe(
      '<label class="mb-1.5 block text-sm font-semibold text-ink" for="e">Email<span aria-hidden="true" class="ms-0.5 text-accent">*</span></label>',
    );
    expect(html(createElement(FieldLabel, { htmlFor: 'p', optional: '(optional)' }, 'Phone'))).toBe(
      '<label class="mb-1.5 block text-sm font-semibold text-ink" for="p">Phone <span class="font-normal text-muted">(optional)</span></label>',
    );
    expect(html(createElement(FieldLegend, { required: true }, 'Type'))).toContain(
      '<legend class="mb-1.5 block text-sm font-semibold text-ink">Type<span aria-hidden="true"',
    );
  });

  it('FieldDescription and FieldError; an empty error renders nothing', () => {
    expect(html(createElement(FieldDescription, { id: 'h' }, 'Hint'))).toBe(
      '<p class="mt-1.5 text-sm text-muted" id="h">Hint</p>',
    );
    expect(html(createElement(FieldError, { id: 'e' }, 'Wrong'))).toBe(
      '<p class="mt-1.5 text-sm font-semibold text-accent" id="e">Wrong</p>',
    );
    expect(html(createElement(FieldError, { id: 'e' }, undefined))).toBe('');
    expect(html(createElement(FieldError, { id: 'e' }, ''))).toBe('');
  });
});
