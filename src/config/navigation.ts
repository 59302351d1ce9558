/**
 * Site routes used by the header, footer and tests (docs/requirements.md, "Routes"). Labels are UI
 * keys.
 */
import type { UiKey } from '../i18n';

/** A navigation link: site path and the UI key of its label. */
export interface NavLink {
  href: string;
  label: UiKey;
}

/** The header's 10 links, in the required order (docs/requirements.md, "Shared header"). */
export const mainNav: readonly NavLink[] = [
  { href: '/fleet', label: 'nav.fleet' },
  { href: '/car-rental-paros', label: 'nav.paros' },
  { href: '/car-rental-antiparos', label: 'nav.antiparos' },
  { href: '/car-rental-naoussa-paros', label: 'nav.naoussa' },
  { href: '/car-rental-parikia-paros', label: 'nav.parikia' },
  { href: '/paros-airport-car-rental', label: 'nav.airport' },
  { href: '/paros-port-car-rental', label: 'nav.port' },
  { href: '/scooter-rental-paros', label: 'nav.scooters' },
  { href: '/atv-quad-rental-paros', label: 'nav.atvs' },
  { href: '/economy-car-rental-paros', label: 'nav.economy' },
];

/** Footer fleet column. */
export const footerFleet: readonly NavLink[] = [
  { href: '/fleet', label: 'footer.fleet.all' },
  { href: '/economy-car-rental-paros', label: 'footer.fleet.economy' },
  { href: '/fleet?category=family', label: 'footer.fleet.family' },
  { href: '/fleet?category=suv', label: 'footer.fleet.suv' },
  { href: '/scooter-rental-paros', label: 'footer.fleet.scooters' },
  { href: '/atv-quad-rental-paros', label: 'footer.fleet.atvs' },
];

/** Landing page of each pickup location id, for the footer's pickup column. */
export const pickupLinks: Readonly<Record<number, string>> = {
  1: '/car-rental-antiparos',
  13: '/car-rental-antiparos',
  3: '/car-rental-antiparos',
  18: '/paros-airport-car-rental',
  19: '/paros-port-car-rental',
  20: '/car-rental-paros',
};

/** The copyright line's links (docs/requirements.md, "Shared footer"). */
export const legalNav: readonly NavLink[] = [
  { href: '/fleet', label: 'footer.link.fleet' },
  { href: '/blog', label: 'footer.link.blog' },
  { href: '/about-us', label: 'footer.link.about' },
  { href: '/contact', label: 'footer.link.contact' },
  { href: '/terms-and-conditions', label: 'footer.link.terms' },
];

/**
 * The site pages the header's 10 links leave out (contact, blog, about, terms): the copyright
 * line's links without those already in the header. The header lists them in the phone menu, under
 * the 10 links, and in the top bar on wide screens, so that a visitor reaches the contact page
 * without scrolling to the footer.
 */
export const infoNav: readonly NavLink[] = legalNav.filter(
  (link) => !mainNav.some((main) => main.href === link.href),
);

/** Content-driven routes: landing, category, about, terms and assistant pages (`content/pages/en/{id}.yaml`). */
export const contentPageIds = [
  'car-rental-paros',
  'car-rental-antiparos',
  'car-rental-naoussa-paros',
  'car-rental-parikia-paros',
  'paros-airport-car-rental',
  'paros-port-car-rental',
  'scooter-rental-paros',
  'atv-quad-rental-paros',
  'economy-car-rental-paros',
  'marcia-ai',
  'about-us',
  'terms-and-conditions',
] as const;
