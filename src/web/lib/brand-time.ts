import { createContext, useContext } from 'react';

/**
 * Whether the screens below show dates and times in the brand's business time zone (the agent center, whose header
 * clock shows that zone and its offset) rather than the device's (the member site). Read by useFormat.
 */
export const BrandTimeContext = createContext(false);
export const useBrandTime = () => useContext(BrandTimeContext);
