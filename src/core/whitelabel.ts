/** Feature switches of the whitelabel tree (spec §3 "Whitelabel flags"). */
export const WHITELABEL_FLAGS = {
  /** Password recovery by phone (default recovery tab is mobile when on). */
  phoneRecovery: 'CHNGPASSVERIF3',
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  /** Mobile registration asks for a password too. */
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  /** SMS verification code required at registration. */
  registrationSmsVerification: 'REGMOBVERF3',
  agentPolicy: 'AGENTPOLICY3',
  freePlay: 'FREEPLAY3',
  forcePasswordChange: 'FORCECHGPASS3',
  codeLogin: 'SMSLOGIN3',
} as const;

export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[keyof typeof WHITELABEL_FLAGS];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

/**
 * A module is on when it and every ancestor are enabled. Unknown modules are off.
 * Builds a lookup once per tree so repeated checks stay O(1).
 */
export function whitelabelLookup(tree: readonly WhitelabelNode[]): (modId: string) => boolean {
  const enabled = new Map<string, boolean>();
  const walk = (nodes: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of nodes) {
      const on = parentOn && node.enabled;
      enabled.set(node.modId, on);
      walk(node.childrenNodes, on);
    }
  };
  walk(tree, true);
  return (modId) => enabled.get(modId) ?? false;
}

/** Every modId of the tree, in document order (used to reject duplicates). */
export function whitelabelModIds(tree: readonly WhitelabelNode[]): string[] {
  return tree.flatMap((node) => [node.modId, ...whitelabelModIds(node.childrenNodes)]);
}
