import { createContext, useContext } from 'react';

/**
 * Where the cashier screens live: the member center (/member) or, for agents, the agent center (/agentHome),
 * which shows the same deposit, withdraw and messages screens inside its own layout. A deposit order opens in
 * the same place as the form that created it.
 */
export type CashierHome = '/member' | '/agentHome';
export const CashierHomeContext = createContext<CashierHome>('/member');
export const useCashierHome = () => useContext(CashierHomeContext);
