/**
 * Browser side of `LicenceCheck.astro`: shows the form (hidden without JavaScript, where the
 * static table answers) and answers it with `licenceCheckWithId` in the page's language (the
 * component embeds the translated rule sentences as JSON). The answer is written into an
 * `aria-live` region, so screen readers announce it; a bad age is reported on the field. The
 * rules' code loads on the first question, so the page's own script stays under 1 KB.
 */
import type { LicenceKind, LicenceRuleId, LicenceVehicle } from '../lib/licence';

/** The rules (and the facts they read), loaded when the visitor first asks. */
const rules = () => import('../lib/licence');

interface Strings {
  rules: Record<LicenceRuleId, string>;
  verdict: Record<'yes' | 'no' | 'ask', string>;
  rule: string;
}

/** Whole years 0-120 from the age field's text, or null. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= 120 ? age : null;
}

function mount(form: HTMLFormElement): void {
  const strings = JSON.parse(
    form.querySelector('[data-licence-strings]')?.textContent ?? '{}',
  ) as Strings;
  const q = <T extends Element>(sel: string) => form.querySelector<T>(sel)!;
  const age = q<HTMLInputElement>('input[name="age"]');
  const ageError = q<HTMLElement>('[data-licence-age-error]');
  const result = q<HTMLElement>('[data-licence-result]');
  let answered = false;

  const answer = async (): Promise<void> => {
    const data = new FormData(form);
    const years = parseAge(age.value);
    if (years === null) {
      age.setAttribute('aria-invalid', 'true');
      ageError.hidden = false;
      result.hidden = true;
      age.focus();
      return;
    }
    age.removeAttribute('aria-invalid');
    ageError.hidden = true;
    const { licenceCheckWithId } = await rules();
    const { verdict, id } = licenceCheckWithId({
      vehicle: String(data.get('vehicle')) as LicenceVehicle,
      licence: String(data.get('licence')) as LicenceKind,
      euLicence: data.get('issued') === 'eu',
      internationalPermit: data.get('permit') !== null,
      age: years,
    });
    result.dataset.verdict = verdict;
    q<HTMLElement>('[data-licence-verdict]').textContent = strings.verdict[verdict];
    q<HTMLElement>('[data-licence-rule]').textContent = strings.rule.replace(
      '{rule}',
      strings.rules[id],
    );
    q<HTMLElement>('[data-licence-ask]').hidden = verdict !== 'ask';
    result.hidden = false;
    answered = true;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void answer();
  });
  // Once answered, the answer follows every change (an invalid age waits for the Check button).
  form.addEventListener('change', () => {
    if (answered && parseAge(age.value) !== null) void answer();
  });
  form.hidden = false;
}

/** Mounts every licence check on the page (each once). */
export function mountLicenceChecks(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-licence-form]')) {
    if (form.dataset.mounted) continue;
    form.dataset.mounted = '1';
    mount(form);
  }
}
