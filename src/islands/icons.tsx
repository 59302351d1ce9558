/**
 * Line icons of the React islands (Lucide paths, as `src/components/Icon.astro` draws them at
 * build time), decorative: `aria-hidden`, the text beside them carries the meaning. One file for
 * every island, so each icon is drawn once.
 */
import type { ReactNode, SVGProps } from 'react';

/** Props of an icon: SVG attributes (`className` for size and colour; default `size-5`). */
export type IconProps = SVGProps<SVGSVGElement>;

function Svg({
  children,
  className = 'size-5',
  ...rest
}: IconProps & { children: ReactNode }): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Seats (Lucide `users`). */
export function UsersIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <path d="M16 3.128a4 4 0 0 1 0 7.744" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
      <circle cx="9" cy="7" r="4" />
    </Svg>
  );
}

/** Transmission (Lucide `key`). */
export function KeyIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="m2 21 9.6-9.6" />
      <path d="m7.5 15.5 2.3 2.3a1 1 0 0 1 0 1.4l-2.1 2.1a1 1 0 0 1-1.4 0L4 19" />
      <circle cx="15.5" cy="7.5" r="5.5" />
    </Svg>
  );
}

/** Engine (Lucide `fuel`). */
export function FuelIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5" />
      <path d="M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16" />
      <path d="M2 21h13" />
      <path d="M3 9h11" />
    </Svg>
  );
}

/** Filters (Lucide `sliders-horizontal`). */
export function SlidersIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M10 5H3" />
      <path d="M12 19H3" />
      <path d="M14 3v4" />
      <path d="M16 17v4" />
      <path d="M21 12h-9" />
      <path d="M21 19h-5" />
      <path d="M21 5h-7" />
      <path d="M8 10v4" />
      <path d="M8 12H3" />
    </Svg>
  );
}

/** Close (Lucide `x`). */
export function CloseIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Svg>
  );
}

/** Broken image (as in `GalleryImage.astro`). */
export function NoImageIcon(props: IconProps): ReactNode {
  return (
    <Svg strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="m3 3 18 18" />
    </Svg>
  );
}

/** An arrow leaving a box (link opens in a new tab). */
export function ExternalIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </Svg>
  );
}

/** A tick in a circle (message sent). */
export function SentIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </Svg>
  );
}

/** An exclamation mark in a circle (something went wrong). */
export function AlertIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </Svg>
  );
}

/** A paper plane (send). */
export function SendIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
      <path d="m21.854 2.147-10.94 10.939" />
    </Svg>
  );
}

/** A spinning arc (sending); still when the visitor prefers reduced motion. */
export function SpinnerIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </Svg>
  );
}

/** Included (Lucide `check`). */
export function CheckIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}

/** Not included, at extra cost (Lucide `circle-plus`). */
export function PlusCircleIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12h8" />
      <path d="M12 8v8" />
    </Svg>
  );
}

/** Licence (Lucide `id-card`). */
export function LicenceIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M16 10h2" />
      <path d="M16 14h2" />
      <path d="M6.17 15a3 3 0 0 1 5.66 0" />
      <circle cx="9" cy="11" r="2" />
      <rect x="2" y="5" width="20" height="14" rx="2" />
    </Svg>
  );
}
