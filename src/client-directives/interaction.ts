/**
 * `client:interaction` (docs/requirements.md, "Speed, accessibility and security"): hydrates an
 * island when a visitor is about to use it — the pointer moves over it or presses it, a finger
 * touches it, focus enters it or a key is pressed in it — instead of as soon as the page is idle.
 * The server-rendered HTML is complete and usable until then, so the island's JavaScript (React and
 * the component) costs nothing to a visitor who only reads the page. Loading starts on the earliest
 * signal (hover, touch, focus), before the click or key press that follows it.
 *
 * - Once the page has loaded and the browser is idle (`afterLoadWhenIdle`, `./idle.ts`), the
 *   island's code (the component and React) is fetched, without hydrating: a first tap then waits
 *   only for the hydration, not for the network (issue "Fast at the first tap"). Every chunk of it
 *   is asked for at once: those the island names in `data-chunk-deps` (written by the build,
 *   `src/build/island-deps.mjs`) are preloaded with the component and its renderer.
 * - `client:interaction="idle"`: hydrate at that moment too (not only fetch), so the first tap
 *   costs only its handler: for an island a visitor came to the page to use (the fleet's filters).
 * - `client:interaction="some-key"`: when `sessionStorage` or `localStorage` holds `some-key`
 *   (state the island shows, e.g. the reservation draft of an earlier page), hydrate as soon as
 *   the page has loaded and the browser is idle, so the visitor sees that state without touching
 *   the island.
 *   `client:interaction="?"` does the same when the URL has a query string (state the island
 *   reads from the URL, e.g. the fleet's `?category=scooter` preset), and `"#prefix"` when the
 *   URL's fragment starts with `#prefix` (e.g. the contact form's `#contact-sent` result).
 *   Conditions may be combined, separated by spaces: `client:interaction="? some-key"`.
 *   A storage key written later on the same page (another island changed that state:
 *   {@link STORED_EVENT}) hydrates the island at once.
 * - Hydration waits while the visitor may be typing a date (focus on a date or time field:
 *   {@link afterSegments}), since React's first render ends the part being typed; it follows as
 *   soon as focus moves on, a picker gives the date, the typed date is whole and the keys have
 *   stopped for a second, or a submit is held.
 * - What the visitor does while the code loads is kept: hydration resets form fields to the
 *   component's own state, so each field's value is recorded as the visitor changes it (its
 *   `input` events, or `change` for a field without them; the last wins, until the island has
 *   signalled it is ready) and given back afterwards through the events the component listens to
 *   (`click` for check boxes and radio buttons, `input` and `change` otherwise). Recorded, not
 *   read from the page: between React's commit, which resets the fields, and the ready signal the
 *   page shows the component's state, not the visitor's. A form submitted meanwhile is submitted
 *   again once hydrated, so the component (its checks, its 'Sending...'
 *   state) handles it; so is one the browser's own checks stopped (its `invalid` event: the
 *   island's messages answer that tap, in the page's language, not the browser's bubble). A form
 *   with an `action` also works without JavaScript: should the code
 *   fail to load, or not arrive within {@link NATIVE_SUBMIT_AFTER_MS}, it posts as a plain form
 *   instead, so nothing is lost; a plain button (`type="button"`, which does nothing without the
 *   component) pressed meanwhile is pressed again once hydrated, so a first tap is never lost.
 * - What only the visitor's own gesture may do cannot wait for the replay: WebKit's popup blocker
 *   refuses a `window.open` in a submit replayed after the code has loaded. So when a submit is
 *   held, {@link HELD_SUBMIT_EVENT} is dispatched on the form synchronously, inside the visitor's
 *   submit event, with the values the visitor gave (recorded, as above: a tap that lands while
 *   the island hydrates must not see the fields React has just reset); the held submit goes no
 *   further (an island that has just attached its handlers would otherwise handle it with its own
 *   state, and again when it is replayed); a page script listening for it does such
 *   work at once (the reservation search opens the booking engine's tab there:
 *   `src/scripts/reservation-search.ts`), and claims it (`preventDefault()`). A submit tapped
 *   before the page's scripts have run (a slow connection, a quick visitor) finds no listener
 *   yet: it is offered again from a timer until one claims it, for
 *   {@link HELD_SUBMIT_RETRY_MS}, which WebKit still counts as the visitor's gesture. A form whose
 *   submit opens a tab ({@link OPENS_TAB_ATTRIBUTE}) gets a blank tab then, inside the tap, when
 *   its required fields are filled: the listener or, once hydrated, the island gives it the
 *   address or closes it (`src/lib/opened-search.ts`), however long the code takes (up to
 *   {@link BLANK_TAB_WAIT_MS}).
 *
 * - "Hydrated" means the island said so: its root dispatches {@link ISLAND_READY_EVENT}
 *   (`useIslandReady`, see `./ready.ts`: Astro's `astro:hydrate` comes before React has attached
 *   its handlers), so every component used with this directive calls that hook.
 *
 * Registered by the integration in `./index.mjs`; typed in `./types.d.ts`.
 */
import type { ClientDirective } from 'astro';
import { closeBlankTab, openBlankTab } from '../lib/opened-search';
import { afterLoadWhenIdle } from './idle';
import { CHUNK_DEPS_ATTRIBUTE, preloadModules } from './modulepreload';
import {
  type FieldSnapshot,
  HELD_SUBMIT_EVENT,
  ISLAND_READY_EVENT,
  OPENS_TAB_ATTRIBUTE,
  STORED_EVENT,
  type HeldSubmitDetail,
} from './ready';

/** How long a form with an `action` waits for the island's code before it posts without it (ms). */
export const NATIVE_SUBMIT_AFTER_MS = 6000;

/**
 * How long a held submit that no listener claimed (the page's scripts had not run yet) is offered
 * again, every 25 ms, in ms. WebKit lets a timer started by the visitor's gesture open a tab
 * within 1 s of it; the rest is margin.
 */
export const HELD_SUBMIT_RETRY_MS = 800;

/** How long a blank tab waits for a listener or the island before it is closed, in ms. */
export const BLANK_TAB_WAIT_MS = 10_000;

/**
 * True when every required control of `form` has a value (a radio group one checked): a submit
 * the island will most likely not refuse for a missing field, so a blank tab is worth opening.
 */
function requiredFilled(form: HTMLFormElement): boolean {
  const fields = [...form.querySelectorAll<Field>('input, select, textarea')].filter(
    (f) => !f.disabled && (f.required || f.getAttribute('aria-required') === 'true'),
  );
  return fields.every((f) =>
    f instanceof HTMLInputElement && f.type === 'radio'
      ? fields.some((o) => o instanceof HTMLInputElement && o.name === f.name && o.checked)
      : f.value.trim() !== '',
  );
}

/** Events on or inside the island that start loading it (capture phase, passive). */
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field as the visitor left it: its element, and its name, type, value and check state then. */
function snapshot(field: Field): FieldSnapshot {
  return {
    field,
    name: field.name,
    type: field.type,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  };
}

/** Whether a field is a check box or radio button (state in `checked`, changed by `click`). */
const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Sets a field's value bypassing the component's own setter, so its change handler sees a change. */
function setNativeValue(field: Field, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Gives a field's recorded state back to the hydrated component, whatever the page shows: a
 * field can show the visitor's value while the component's state holds its own (React keeps what
 * it finds in the page when it hydrates, and writes its state over it at the next render, which
 * lost a pickup date typed during hydration), so the change is always replayed, never skipped
 * because the page already shows it. React notices a change of an input's `value` or `checked`
 * only against the last value it saw (its value tracker, updated by the element's own setter), so
 * that is first set to the opposite state through the element, then the visitor's state comes
 * through the events the component listens to: `click` for check boxes and radio buttons,
 * `input` and `change` otherwise. A file input is left alone (its value cannot be set).
 */
function giveBack({ field, value, checked }: FieldSnapshot): void {
  if (!field.isConnected) return;
  if (checkable(field)) {
    // A radio button is recorded only when checked (`onChange`): it is checked again.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return;
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  setNativeValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Input types whose value the browser builds from fields typed one after another (a date's month,
 * day and year). A write to the element's `value` attribute or its `min` ends the field being
 * typed: the digits typed so far are dropped, or the next ones start the field afresh. React's
 * hydration writes both (`defaultValue`, and the `min` of today), so a date typed while the island
 * hydrated came out as 02/15 instead of 12/15, 0026 instead of 2026, or empty.
 */
const SEGMENTED_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/**
 * How long after the visitor's last key in a segmented field, its value whole, hydration may
 * follow while focus stays there (ms): a year is still being typed after the date has become
 * whole (12/15/2 is already a date), so a whole value alone does not say the visitor is done.
 */
const SEGMENTS_QUIET_MS = 1000;

/** The segmented field inside `el` that has focus, if any: the visitor may be typing it. */
function segmentedFocus(el: Element): HTMLInputElement | null {
  const field = el.ownerDocument.activeElement;
  return field instanceof HTMLInputElement && el.contains(field) && SEGMENTED_TYPES.has(field.type)
    ? field
    : null;
}

/**
 * Resolves once the visitor is not typing a segmented field of `el` ({@link segmentedFocus}): at
 * once when none has focus, else when
 * - focus leaves it for anything but another segmented field;
 * - it gets a value from a picker (an `input` with no key pressed in the field: a phone's date
 *   picker, a desktop calendar), which sets the whole date at once;
 * - keys were typed (or the value came before this was called), the value is whole and no key
 *   came for {@link SEGMENTS_QUIET_MS};
 * - or `release` resolves (a submit held meanwhile: its replay needs the island).
 *
 * The island's code is loaded by then, so hydrating afterwards costs the visitor only the
 * hydration itself; what the field received meanwhile is recorded and given back as any other
 * change.
 */
function afterSegments(el: Element, release: Promise<void>): Promise<void> {
  if (!segmentedFocus(el)) return Promise.resolve();
  return new Promise((resolve) => {
    /** Whether a key was pressed in the focused field since focus came to it. */
    let keyed = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = (): void => {
      clearTimeout(quiet);
      el.removeEventListener('focusout', onFocusOut, true);
      el.removeEventListener('keydown', onKey, true);
      el.removeEventListener('input', onInput, true);
      resolve();
    };
    const whenQuiet = (): void => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        if (segmentedFocus(el)?.value) done();
      }, SEGMENTS_QUIET_MS);
    };
    // On `focusout` the focus has not yet moved on: look once it has.
    const onFocusOut = (): void => {
      keyed = false;
      clearTimeout(quiet);
      setTimeout(() => {
        if (!segmentedFocus(el)) done();
      }, 0);
    };
    const onKey = (): void => {
      keyed = true;
      whenQuiet();
    };
    const onInput = (): void => {
      if (keyed) whenQuiet();
      else done();
    };
    el.addEventListener('focusout', onFocusOut, true);
    el.addEventListener('keydown', onKey, true);
    el.addEventListener('input', onInput, true);
    void release.then(done);
    // A value given before the code came (picked, or typed and perhaps still being typed): once
    // no key has come for a while.
    if (segmentedFocus(el)?.value) whenQuiet();
  });
}

/** Waits for the next animation frame and a task after it. */
const settle = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Where `requestIdleCallback` is missing (Safari): how long {@link idleAfterHydration} waits, in ms. */
const NO_IDLE_HYDRATION_FALLBACK_MS = 10_000;

/**
 * How long after `hydrate()` the safety net ({@link idleAfterHydration}) starts looking for an idle
 * period, in ms: only an island whose ready signal never comes needs it, and an idle moment inside
 * a slow hydration (a loaded phone, a test runner's throttled CPU) must not give the visitor's
 * changes back before React's commit resets them (a full suite lost an arrow key on the fleet's
 * filter so, once in three runs).
 */
const SAFETY_NET_AFTER_MS = 10_000;

/**
 * The safety net for an island whose ready signal never comes ({@link hydrated}): resolves at the
 * browser's first idle period {@link SAFETY_NET_AFTER_MS} after `hydrate()` has started React, so
 * that what the visitor did (a held submit, a typed date) is still given back rather than lost.
 * Safari, without `requestIdleCallback`: after {@link NO_IDLE_HYDRATION_FALLBACK_MS} more.
 */
function idleAfterHydration(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve());
      else setTimeout(resolve, NO_IDLE_HYDRATION_FALLBACK_MS);
    }, SAFETY_NET_AFTER_MS),
  );
}

/**
 * Resolves once the island inside `el` has signalled that it is hydrated and its mount effects
 * have run ({@link ISLAND_READY_EVENT}), and the frames after that have settled (state its effects
 * set is rendered). Call it before `hydrate()`, so the signal cannot pass unheard.
 *
 * No time limit: on a slow phone (or a loaded test runner) React may take seconds to hydrate a
 * long list, and what the visitor did meanwhile, given back before React's first commit, would be
 * reset by that commit (an arrow key on the fleet's category filter was lost so). The directive
 * races it with {@link idleAfterHydration}, a safety net that waits 10 s first. An island
 * that never hydrates (its code failed) gives nothing back; a form with an `action` then posts
 * natively ({@link NATIVE_SUBMIT_AFTER_MS}).
 */
export async function hydrated(el: EventTarget): Promise<void> {
  await new Promise<void>((resolve) =>
    el.addEventListener(ISLAND_READY_EVENT, () => resolve(), { once: true }),
  );
  await settle();
  await settle();
}

/** Whether either storage holds `key` (false when storage is blocked). */
function stored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null || localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The directive: `load()` fetches the component and its renderer, `hydrate()` attaches it to the
 * server-rendered HTML (no nodes are replaced, so focus stays where the visitor put it).
 */
const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  /** The island's code, fetched once (when idle, or on the first sign of use). */
  let code: ReturnType<typeof load> | null = null;
  const loadCode = (): ReturnType<typeof load> => {
    if (!code) {
      // Every chunk the island needs at once, not one level of imports per round trip.
      preloadModules(el.getAttribute(CHUNK_DEPS_ATTRIBUTE)?.split(' ') ?? []);
      code = load();
    }
    return code;
  };
  /**
   * What the visitor gave, recorded as it happened: per field, or per radio group (`radio:name`,
   * the button checked then), the last value and check state.
   */
  const given = new Map<Field | string, FieldSnapshot>();
  /** Fields that have sent an `input` event: their `change` events are not recorded. */
  const sentInput = new WeakSet<Field>();
  /**
   * Records a field's state from its `input` event, or from `change` for a field that sends none.
   * A `change` comes after the `input` of the same edit, and in between React may have handled
   * the `input` with the state it hydrated with (its mount effects not yet run) and put that back
   * in the field: a date given while the widget hydrated was recorded, then replaced by the empty
   * value the `change` saw, and given back empty.
   */
  const onChange = (event: Event): void => {
    const field = event.target as Field;
    if (!(field instanceof Element) || !field.matches('input, select, textarea')) return;
    if (event.type === 'input') sentInput.add(field);
    else if (sentInput.has(field)) return;
    const key = checkable(field) && field.type === 'radio' ? `radio:${field.name}` : field;
    if (checkable(field) && field.type === 'radio' && !field.checked) return;
    given.set(key, snapshot(field));
  };
  let pendingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  /** Called when a submit is held: hydration no longer waits for a segmented field. */
  let releaseSegments: () => void = () => {};
  const submitHeld = new Promise<void>((resolve) => {
    releaseSegments = resolve;
  });
  let done = false;
  /** A form allowed to post natively (its code did not come), so its submit is not held again. */
  let posting: HTMLFormElement | null = null;
  const postNatively = (): void => {
    const submit = pendingSubmit;
    if (done || !submit?.form.isConnected || !submit.form.hasAttribute('action')) return;
    pendingSubmit = null;
    posting = submit.form;
    submit.form.requestSubmit(submit.submitter as HTMLButtonElement | null);
  };
  /** The visitor's changes, in document order (`given`). */
  const changedFields = (): FieldSnapshot[] =>
    [...given.values()].sort((a, b) =>
      a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  const onSubmit = (event: Event): void => {
    const form = event.target as HTMLFormElement;
    if (form === posting) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = (event as SubmitEvent).submitter;
    pendingSubmit = { form, submitter };
    releaseSegments();
    if (form.hasAttribute('action')) setTimeout(postNatively, NATIVE_SUBMIT_AFTER_MS);
    void start();
    // Still inside the visitor's gesture (see HELD_SUBMIT_EVENT).
    const detail: HeldSubmitDetail = {
      submitter,
      changed: changedFields().filter((f) => form.contains(f.field)),
    };
    const claimed = (): boolean =>
      !form.dispatchEvent(
        new CustomEvent(HELD_SUBMIT_EVENT, { bubbles: true, cancelable: true, detail }),
      );
    if (claimed()) return;
    // Tapped before the page's scripts have run (its listener is loaded after the first paint):
    // offer it again from a timer until a listener claims it, which WebKit still counts as the
    // visitor's gesture for a while (HELD_SUBMIT_RETRY_MS). A form no script listens for (the
    // contact form) is offered a few more times, to no one. A form whose submit opens a tab gets
    // a blank one now, inside the tap, and is offered until a listener or the island takes it.
    const blank =
      form.hasAttribute(OPENS_TAB_ATTRIBUTE) && requiredFilled(form) && openBlankTab(form);
    const until = performance.now() + (blank ? BLANK_TAB_WAIT_MS : HELD_SUBMIT_RETRY_MS);
    const retry = (): void => {
      if (done || claimed()) return;
      if (performance.now() < until) setTimeout(retry, 25);
      else if (blank) closeBlankTab(form);
    };
    setTimeout(retry, 25);
  };
  // A submit the browser's own checks stopped (an empty required field): its 'invalid' event is
  // the only trace of the tap. Held like a submit, without the browser's bubble (in the browser's
  // language, not the page's), so the island's own messages answer the first tap once hydrated;
  // should the code not come, the native post asks again and the bubble shows then.
  const onInvalid = (event: Event): void => {
    const field = event.target;
    if (!(field instanceof HTMLElement) || !('form' in field)) return;
    const form = (field as HTMLInputElement).form;
    if (!form || form === posting || done) return;
    event.preventDefault();
    if (pendingSubmit?.form === form) return;
    pendingSubmit = { form, submitter: null };
    releaseSegments();
    if (form.hasAttribute('action')) setTimeout(postNatively, NATIVE_SUBMIT_AFTER_MS);
    void start();
  };
  let pendingButton: HTMLButtonElement | null = null;
  const onClick = (event: Event): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && el.contains(button)) pendingButton = button;
  };
  el.addEventListener('input', onChange, true);
  el.addEventListener('change', onChange, true);
  el.addEventListener('submit', onSubmit, true);
  el.addEventListener('invalid', onInvalid, true);
  el.addEventListener('click', onClick, true);

  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of triggers) el.removeEventListener(type, start, true);
    let hydrate: Awaited<ReturnType<typeof load>>;
    try {
      hydrate = await loadCode();
    } catch (error) {
      postNatively();
      throw error;
    }
    // Not while the visitor may be typing a date: hydration would end the part being typed.
    await afterSegments(el, submitHeld);
    // From here React attaches its listeners and itself replays what is pressed while it hydrates.
    el.removeEventListener('click', onClick, true);
    const ready = hydrated(el);
    await hydrate();
    await Promise.race([ready, idleAfterHydration()]);
    done = true;
    el.removeEventListener('input', onChange, true);
    el.removeEventListener('change', onChange, true);
    el.removeEventListener('submit', onSubmit, true);
    el.removeEventListener('invalid', onInvalid, true);
    for (const snapshot of changedFields()) giveBack(snapshot);
    const submit = pendingSubmit as { form: HTMLFormElement; submitter: HTMLElement | null } | null;
    if (submit?.form.isConnected)
      submit.form.requestSubmit(submit.submitter as HTMLButtonElement | null);
    // A blank tab the island's replay did not take (its submit handled elsewhere): closed.
    if (submit) closeBlankTab(submit.form);
    const button = pendingButton as HTMLButtonElement | null;
    if (button?.isConnected && !button.disabled) button.click();
  };

  // Conditions for hydrating when idle: `idle` = always, `?` = the URL has a query string, `#…` =
  // its fragment starts so, anything else = a storage key.
  const isKey = (c: string): boolean => c !== 'idle' && c !== '?' && !c.startsWith('#');
  const holds = (c: string): boolean =>
    isKey(c)
      ? stored(c)
      : c === 'idle' || (c === '?' ? location.search.length > 1 : location.hash.startsWith(c));
  const conditions =
    typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  // Decided now (the URL and storage as the page was opened), done once the page is idle.
  const hydrateWhenIdle = conditions.some(holds);
  // Two idle steps, never one task (`./idle.ts`): the code's download and evaluation, then the
  // hydration (React 19 hydrates in a transition, so it yields to the browser every few ms).
  // An island that hydrates only on first use fetches its code after the chat's steps (priority
  // 2: `IdleStepOptions.priority` in `./idle.ts` says why).
  afterLoadWhenIdle(() => (started ? undefined : loadCode()), {
    priority: hydrateWhenIdle ? 0 : 2,
  });
  if (hydrateWhenIdle) afterLoadWhenIdle(() => start());
  // A key written on this page (another island changed that state): hydrate now, so this island
  // shows it without being touched first.
  const keys = conditions.filter(isKey);
  if (keys.length > 0 && !hydrateWhenIdle) {
    const onStored = (event: Event): void => {
      if (!keys.includes((event as CustomEvent<string>).detail)) return;
      window.removeEventListener(STORED_EVENT, onStored);
      void start();
    };
    window.addEventListener(STORED_EVENT, onStored);
  }
  for (const type of triggers) el.addEventListener(type, start, { capture: true, passive: true });
  // Focus may already be inside (autofocus, or the visitor tabbed in before this ran).
  if (document.activeElement && el.contains(document.activeElement)) void start();
};

export default interaction;
