import { QRCodeSVG } from 'qrcode.react';

/** Spec §9 QR defaults: size 800, margin 20, correction level M, logo scale 0.2. */
export const QR = { size: 800, margin: 20, level: 'M', logoScale: 0.2 } as const;

/**
 * The invitation QR code drawn on an 800-unit canvas with a 20-unit quiet margin and the brand logo at 0.2 of the
 * size in the middle (excavated so the code stays readable); scaled to its box by CSS. Loaded on first use with
 * its library.
 */
export function InviteQr({ value, logo, title }: { value: string; logo: string; title: string }) {
  const inner = QR.size - 2 * QR.margin;
  const logoSize = QR.size * QR.logoScale;
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
        imageSettings={{ src: logo, width: logoSize, height: logoSize, excavate: true }}
      />
    </svg>
  );
}
