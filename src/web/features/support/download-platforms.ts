/**
 * The app download pages' platforms, apart from the page itself: the route checks them before loading, and the
 * route definition is part of the first load (the page and its QR library are not).
 */
export const PLATFORMS = ['ios', 'android', 'lite'] as const;
export type Platform = (typeof PLATFORMS)[number];
