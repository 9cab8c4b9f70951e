/** The invitation QR code: the shared spec §9 QR code (ui/SpecQrCode.tsx). */
export { QR, SpecQrCode as InviteQr } from '@/web/ui/SpecQrCode';
