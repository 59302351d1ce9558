/**
 * The panel's line icons (Lucide shapes, drawn inline so the chunk needs no icon library).
 * Decorative: always `aria-hidden`; the button or link carries the accessible name.
 */
import type { ComponentProps, ReactNode } from 'react';

type IconProps = ComponentProps<'svg'>;

function Svg({ children, className = 'size-5', ...rest }: IconProps): ReactNode {
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

/** An X (close). */
export function CloseIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  );
}

/** A paper plane (send). */
export function SendIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M14.5 21.7a.5.5 0 0 0 .9-.1l6.5-19a.5.5 0 0 0-.6-.6l-19 6.5a.5.5 0 0 0-.1.9l7.9 3.2a2 2 0 0 1 1.1 1.1z" />
      <path d="m21.9 2.1-10.9 10.9" />
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
