import { useState } from 'react';

interface SpeakerAvatarProps {
  src: string;
  author: string;
  shape: string;
}

/**
 * The speaker's picture. When it cannot load, the speaker's initials (or a plain disc without an
 * author) fill the same shape: the shared image placeholder's "Image unavailable" text
 * cannot fit a 3.5rem circle. Decorative either way: the author's name is written beside it.
 */
export function SpeakerAvatar({ src, author, shape }: SpeakerAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `sw-speech__avatar sw-speech__avatar--${shape}`;
  if (src && failedSrc !== src) {
    return <img className={classes} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className={`${classes} sw-speech__avatar--initials`} aria-hidden="true">
      {initialsOf(author)}
    </span>
  );
}

/** The initials of the speaker's name, read before any comma ("Maria, a regular customer" → "M", "Ana Ruiz" → "AR"). */
export function initialsOf(author: string): string {
  const name = author.split(',')[0] ?? '';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}
