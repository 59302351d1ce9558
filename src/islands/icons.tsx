/**
 * Line icons of the React islands, from Lucide (`lucide-react`, the React twin of the
 * `@lucide/astro` icons that `src/components/Icon.astro` draws at build time), decorative:
 * `aria-hidden`, the text beside them carries the meaning. One file for every island, so each icon
 * keeps one look (stroke 1.75, `size-5` unless a class says otherwise).
 */
import {
  Check,
  CircleAlert,
  CircleCheck,
  CirclePlus,
  ExternalLink,
  Fuel,
  IdCard,
  Key,
  LoaderCircle,
  type LucideIcon,
  type LucideProps,
  Send,
  SlidersHorizontal,
  Users,
  X,
} from 'lucide-react';
import type { ReactNode, SVGProps } from 'react';

/** Props of an icon: SVG attributes (`className` for size and colour; default `size-5`). */
export type IconProps = SVGProps<SVGSVGElement>;

/** A Lucide icon with the islands' defaults (stroke, size, hidden from assistive technology). */
function lucide(Icon: LucideIcon): (props: IconProps) => ReactNode {
  return function IslandIcon({ className = 'size-5', ...rest }: IconProps): ReactNode {
    return (
      <Icon
        strokeWidth={1.75}
        aria-hidden="true"
        focusable="false"
        className={className}
        {...(rest as LucideProps)}
      />
    );
  };
}

/** Seats (Lucide `users`). */
export const UsersIcon = lucide(Users);
/** Transmission (Lucide `key`). */
export const KeyIcon = lucide(Key);
/** Engine (Lucide `fuel`). */
export const FuelIcon = lucide(Fuel);
/** Filters (Lucide `sliders-horizontal`). */
export const SlidersIcon = lucide(SlidersHorizontal);
/** Close (Lucide `x`). */
export const CloseIcon = lucide(X);
/** A link that opens in a new tab (Lucide `external-link`). */
export const ExternalIcon = lucide(ExternalLink);
/** Message sent (Lucide `circle-check`). */
export const SentIcon = lucide(CircleCheck);
/** Something went wrong (Lucide `circle-alert`). */
export const AlertIcon = lucide(CircleAlert);
/** Send (Lucide `send`). */
export const SendIcon = lucide(Send);
/** Sending (Lucide `loader-circle`); the caller spins it only without reduced motion. */
export const SpinnerIcon = lucide(LoaderCircle);
/** Included (Lucide `check`). */
export const CheckIcon = lucide(Check);
/** Not included, at extra cost (Lucide `circle-plus`). */
export const PlusCircleIcon = lucide(CirclePlus);
/** Licence (Lucide `id-card`). */
export const LicenceIcon = lucide(IdCard);

/**
 * Broken image: a frame crossed out, the same drawing as `GalleryImage.astro`'s (not a Lucide
 * icon).
 */
export function NoImageIcon({ className = 'size-5', ...rest }: IconProps): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="m3 3 18 18" />
    </svg>
  );
}
