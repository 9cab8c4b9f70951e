import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';

/** Spec §9 QR defaults: size 800, margin 20, correction level M, logo scale 0.2. */
export const QR = { size: 800, margin: 20, level: 'M', logoScale: 0.2 } as const;

/**
 * A QR code of spec §9 (the agent invitation, the app download pages), drawn on an 800-unit canvas with a
 * 20-unit quiet margin and the brand logo at 0.2 of the size in the middle (excavated so the code stays readable); scaled to its box by CSS. Loaded on first use with
 * its library.
 */
export function SpecQrCode({ value, logo, title }: { value: string; logo: string; title: string }) {
  const inner = QR.size - 2 * QR.margin;
  const logoWidth = QR.size * QR.logoScale;
  // The logo keeps its own proportions (a wide logo is not squeezed into a square): its width is 0.2 of the code.
  const [aspect, setAspect] = useState<number | null>(null);
  useEffect(() => {
    const image = new Image();
    image.onload = () => setAspect(image.naturalWidth > 0 ? image.naturalHeight / image.naturalWidth : 1);
    image.onerror = () => setAspect(null);
    image.src = logo;
  }, [logo]);
  return (
    <svg viewBox={`0 0 ${QR.size} ${QR.size}`} width={QR.size} height={QR.size} role="img" aria-label={title}>
      <rect width={QR.size} height={QR.size} fill="#ffffff" />
      <QRCodeSVG
        value={value}
        size={inner}
        x={QR.margin}
        y={QR.margin}
        marginSize={0}
        level={QR.level}
        // The outer svg is the image with its name; the code drawn inside it is not a second image.
        aria-hidden="true"
        imageSettings={
          aspect === null
            ? undefined
            : { src: logo, width: logoWidth, height: logoWidth * aspect, excavate: true }
        }
      />
    </svg>
  );
}
