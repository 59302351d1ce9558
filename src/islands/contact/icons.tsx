/**
 * Line icons of the contact form (Lucide shapes drawn inline, so the island needs no icon
 * library). Decorative: always `aria-hidden`; the text beside them carries the meaning.
 */
import type { ComponentProps, ReactNode } from 'react';

/** Props of every icon: any `<svg>` attribute; `className` sets size and colour (default `size-6`). */
export type IconProps = ComponentProps<'svg'>;

/** The shared 24×24 stroked frame. */
function Svg({ children, className = 'size-6', ...rest }: IconProps): ReactNode {
  return (
    <svg
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
      {children}
    </svg>
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
