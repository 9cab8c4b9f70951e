import { useEffect, useState } from 'react';
import { fetchImage } from '../api/feedback';
import * as css from './support.css';

/** An image behind an authorised download: fetched with the token, shown from an object URL, revoked on unmount. */
export function AuthorisedImage({
  url,
  alt,
  token,
  headers,
}: {
  url: string;
  alt: string;
  token?: string;
  headers?: Record<string, string>;
}) {
  const headerKey = JSON.stringify(headers ?? {});
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchImage(url, token, JSON.parse(headerKey) as Record<string, string>).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token, headerKey]);
  if (failed) return <span className={css.imageBox}>{alt}</span>;
  if (!src) return <span className={css.imageBox} aria-busy="true" />;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className={css.imageLink}>
      <img src={src} alt={alt} className={css.image} />
    </a>
  );
}
