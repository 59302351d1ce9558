/**
 * English UI dictionary: every visitor-facing string of the shell and components (all
 * interface strings live in `src/i18n/`). Page copy lives in `content/`. French, German and Italian
 * dictionaries will satisfy the same {@link UiStrings} type, so a missing key fails the type check.
 */
import { chatEn } from './chat';
import { contactEn } from './contact';
import { fleetEn } from './fleet';
import { reservationEn } from './reservation';
import { licenceEn } from './licence';

export const ui = {
  ...reservationEn,
  ...licenceEn,
  ...chatEn,
  ...contactEn,
  ...fleetEn,
  'site.tagline': 'Car, scooter & ATV rental on Paros and Antiparos',
  'skip.toContent': 'Skip to content',
  'topbar.callUs': 'Call us',
  'topbar.openDaily': 'Open daily {opens}-{closes}',
  'nav.label': 'Main navigation',
  'nav.fleet': 'Fleet',
  'nav.paros': 'Car Rental Paros',
  'nav.antiparos': 'Antiparos',
  'nav.naoussa': 'Naoussa',
  'nav.parikia': 'Parikia',
  'nav.airport': 'Airport',
  'nav.port': 'Port',
  'nav.scooters': 'Scooters',
  'nav.atvs': 'ATVs',
  'nav.economy': 'Economy Cars',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.home': 'Home',
  'theme.toggle': 'Toggle dark mode',
  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',
  'cta.bookNow': 'BOOK NOW',
  'cta.bookOnline': 'BOOK ONLINE',
  'cta.book': 'Book now',
  'cta.callNow': 'Call Now',
  'cta.call': 'Call {phone}',
  'cta.exploreFleet': 'Explore Fleet',
  'cta.newTab': '(opens in a new tab)',
  'footer.about':
    'Family-run car, scooter and ATV rental on Paros and Antiparos since {since}. Free delivery to the airport, the port or your hotel.',
  'footer.contact': 'Contact',
  'footer.fleet': 'Our fleet',
  'footer.fleet.all': 'All vehicles',
  'footer.fleet.economy': 'Economy cars',
  'footer.fleet.family': 'Family cars',
  'footer.fleet.suv': 'SUVs & Jeeps',
  'footer.fleet.scooters': 'Scooters',
  'footer.fleet.atvs': 'ATVs & quads',
  'footer.locations': 'Pickup locations',
  'footer.services': 'Services',
  'footer.sisters': 'Our family businesses',
  'footer.sister.rentACar': 'Rent a Car',
  'footer.sister.rooms': 'Rooms',
  'footer.sister.transfers': 'Transfers',
  'footer.service.delivery': 'Free delivery, Antiparos included',
  'footer.service.insurance': 'Full insurance',
  'footer.service.mileage': 'Unlimited kilometres',
  'footer.service.assistant': 'Marcia AI assistant',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.cookieSettings': 'Cookie settings',
  'footer.links': 'Site information',
  'footer.link.fleet': 'Fleet',
  'footer.link.blog': 'Blog',
  'footer.link.about': 'About Us',
  'footer.link.contact': 'Contact Us',
  'footer.link.terms': 'Terms & Conditions',
  'footer.social': 'Follow us',
  'hours.daily': 'Daily {opens}-{closes}',
  'hours.monSun': 'Mon-Sun {opens}-{closes}',
  'whatsapp.label': 'Contact us on WhatsApp',
  'whatsapp.hover': 'Chat with us on WhatsApp',
  'whatsapp.message':
    "Hello! I'm interested in renting a car in Paros or Antiparos. Could you help me, please?",
  'whatsapp.message.vehicle':
    "Hello! I'm interested in renting the {vehicle} in Paros or Antiparos. Could you help me, please?",
  'whatsapp.message.dates':
    "Hello! I'm interested in renting a vehicle in Paros or Antiparos from {pickup} to {return}. Could you help me, please?",
  'whatsapp.message.vehicleDates':
    "Hello! I'm interested in renting the {vehicle} in Paros or Antiparos from {pickup} to {return}. Could you help me, please?",
  'offline.title': 'Offline',
  'offline.description':
    'You are offline: what still works, and how to reach us without a connection.',
  'offline.heading': "You're offline",
  'offline.text':
    "This page hasn't been saved on your phone yet. It will open as soon as you have a signal again.",
  'offline.works.title': 'What still works',
  'offline.works.pages': 'The pages you have already opened, for example',
  'offline.works.home': 'the home page',
  'offline.works.chat': 'Marcia, our assistant: she works without a connection.',
  'offline.works.chatButton': 'Ask Marcia',
  'offline.works.messages':
    'Messages and booking requests you send now are saved on your phone and sent as soon as you are online.',
  'offline.reach.title': 'Reach us without the site',
  'offline.phone': 'Phone',
  'offline.whatsapp': 'WhatsApp',
  'offline.email': 'E-mail',
  'offline.office': 'Office',
  'cookie.title': 'We use cookies',
  'cookie.text.analytics':
    'This site keeps what it needs on your device (theme, language, cookie choice, reservation draft). If you accept, it also uses {provider} to count visits and bookings, without advertising.',
  'cookie.accept': 'Accept',
  'cookie.decline': 'Decline',
  'cookie.close': 'Close',
  '404.title': 'Page not found',
  '404.description': 'The page you are looking for does not exist or has moved.',
  '404.heading': 'Oops! Page not found',
  '404.text': 'The page you are looking for may have moved. These pages can help:',
  '404.home': 'Return to Home',
  'faq.heading': 'Frequently asked questions',
  'breadcrumbs.label': 'Breadcrumb',
  'price.from': 'from',
  'price.perDay': '/day',
  'price.eur': 'EUR {amount}',
  'section.driveTime': '{minutes} min',
  'section.difficulty': 'Difficulty',
  'section.duration': 'Duration',
  'section.distance': 'Distance',
  'review.stars': '{rating} out of 5 stars',
  'image.unavailable': 'Image unavailable',
  'assistant.ask': 'Ask Marcia AI',
  'assistant.openChat': 'Chat with Marcia AI',
  'blog.title': 'Paros Travel Blog: Driving, Beaches & Ferries',
  'blog.description':
    'Local guides to driving Paros and Antiparos: routes, beaches, ferries, airport transfers and Greek road rules, from our rental team.',
  'blog.lead':
    'Routes, beaches, ferries and road rules: what we tell our own customers at the counter, written down.',
  'contact.title': 'Contact Us: Car, Scooter & ATV Rental Paros',
  'contact.description':
    'Call, WhatsApp or e-mail our Paros and Antiparos rental team. We answer within {businessHours} in business hours, every day {opens}-{closes}.',
  'contact.heading': 'Contact us',
  'contact.lead':
    'Questions about a vehicle, a booking or getting around the islands? A real person from our family team will answer.',
  'contact.phone': 'Phone',
  'contact.email': 'E-mail',
  'contact.location': 'Location',
  'contact.hours': 'Hours',
  'contact.quick': 'Quick options',
  'contact.quick.whatsapp': 'Message us on WhatsApp',
  'contact.quick.call': 'Call {phone}',
  'contact.quick.email': 'E-mail {email}',
  'contact.reply':
    'We reply within {businessHours} during business hours and within {outsideHours} outside them.',
  'blog.heading': 'Paros travel blog',
  'blog.readMore': 'Read article',
  'blog.minRead': '{minutes} min read',
  'blog.by': 'By {author}',
  'blog.team': 'The {name} Team',
  'blog.featured': 'Featured',
  'blog.published': 'Published',
  'blog.back': 'All articles',
  'blog.cta.heading': 'Ready to explore Paros?',
  'blog.cta.text': 'Book your car, scooter or ATV online in minutes, or ask us anything.',
  'blog.cta.contact': 'Contact us',
  'blog.cta.fleet': 'See the fleet',
  'blog.askAssistant': 'Ask Marcia about this',
  /** Marcia's opener on an article without its own (content-service posts). */
  'blog.chatOpener': 'Questions after reading “{title}”? Ask me about routes, vehicles or prices.',
  /**
   * Blog categories (docs/requirements.md, "Data and its fields"), keyed by the category value
   * stored in content.
   */
  'blog.category.Travel Guide': 'Travel Guide',
  'blog.category.Island Hopping': 'Island Hopping',
  'blog.category.Vehicle Guide': 'Vehicle Guide',
  'blog.category.Transportation': 'Transportation',
  'blog.category.Beaches': 'Beaches',
  'blog.category.Safety Tips': 'Safety Tips',
  'blog.pagination.label': 'Blog pages',
  'blog.pagination.newer': 'Newer articles',
  'blog.pagination.older': 'Older articles',
  'blog.pagination.page': 'Page {page} of {pages}',
  'blog.pagination.title': '{title} (page {page})',
  'blog.rss': 'RSS feed',
  'blog.rss.title': '{name}: Paros travel blog',
  'blog.rss.description':
    'New guides to driving, beaches, ferries and road rules on Paros and Antiparos.',
  /** Route difficulty values (content stores the English value). */
  'section.difficulty.Easy': 'Easy',
  'section.difficulty.Moderate': 'Moderate',
  'section.difficulty.Challenging': 'Challenging',
  /**
   * Language switcher (docs/requirements.md, "Five languages"). Language names are written in their
   * own language.
   */
  'lang.label': 'Language',
  'lang.current': 'Current language: {language}',
  'lang.switchTo': 'Read this page in {language}',
  /**
   * Suggestion shown when the browser prefers another of the four languages; written in that
   * other language (the French dictionary's text is shown on English pages to French browsers).
   */
  'lang.suggest.text': 'This page is also available in English.',
  'lang.suggest.switch': 'Read in English',
  'lang.suggest.dismiss': 'No thanks',
  'lang.suggest.label': 'Language suggestion',
} as const;

/** The keys every language must provide. */
export type UiKey = keyof typeof ui;
/** A full dictionary: one string per {@link UiKey}. */
export type UiStrings = Record<UiKey, string>;
