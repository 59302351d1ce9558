/**
 * Marcia's avatar (`/images/art/marcia-avatar.svg`), decorative (`alt=""`): her name is in the
 * panel's title. While the artwork is missing or fails to load, a lettered disc stands in.
 */
import { useState, type ReactNode } from 'react';

/** Where the avatar artwork lives. */
export const AVATAR_SRC = '/images/art/marcia-avatar.svg';

export interface AvatarProps {
  /** Edge length in CSS px (the image's width and height). */
  size: number;
  className?: string | undefined;
}

export function Avatar({ size, className = '' }: AvatarProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (failed) {
    return (
      <span
        aria-hidden="true"
        style={box}
        className={`flex shrink-0 items-center justify-center rounded-full bg-surface font-bold text-brand ${className}`}
      >
        M
      </span>
    );
  }
  return (
    <img
      src={AVATAR_SRC}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailed(true)}
      style={box}
      className={`shrink-0 rounded-full bg-surface ${className}`}
    />
  );
}
