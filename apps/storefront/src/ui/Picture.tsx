import { type ImgHTMLAttributes, useState } from 'react';

import placeholder from '../assets/placeholder.svg';

/** A lazily loaded picture that falls back to the shop's placeholder when missing or broken. */
export function Picture({
  src,
  alt,
  fallback = placeholder,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? fallback : src;
  return <img loading="lazy" decoding="async" {...rest} src={shown} alt={alt} onError={() => src && setBroken(src)} />;
}
