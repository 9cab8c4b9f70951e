import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named';

const QRCodeSVG = lazyNamed(() => import('qrcode.react'), 'QRCodeSVG');

/**
 * A QR code whose library loads when the first one is drawn (the side menu's download codes are on every page;
 * the library is not needed for the first paint). The box keeps its size meanwhile.
 */
export function LazyQrCode(props: ComponentProps<typeof QRCodeSVG> & { size: number }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: props.size, height: props.size }} />}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
