import type { Brand, PaymentMethodConfig } from '@/core/brand';
import { paymentsOf } from '@/core/brand';
import { manualProvider } from './manual';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { providerSecret } from './signature';

/**
 * The sandbox PSP credits whatever its Pay button is pressed for: it is off on production servers
 * (NODE_ENV=production) unless SANDBOX_PAYMENTS=1 says otherwise (a staging site run in production mode).
 */
export function sandboxAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.SANDBOX_PAYMENTS === '1';
}

/** The brand's usable payment methods, in configuration order. */
export function methodsOf(brand: Brand): PaymentMethodConfig[] {
  const allowSandbox = sandboxAllowed();
  return paymentsOf(brand.config).deposit.methods.filter((m) => m.provider !== 'sandbox' || allowSandbox);
}

/** The brand's usable payment method by code, or undefined. */
export function methodOf(brand: Brand, code: string): PaymentMethodConfig | undefined {
  return methodsOf(brand).find((m) => m.code === code);
}

/** The adapter of a payment method (cheap to build: configuration plus a derived secret). */
export function providerFor(
  serverSecret: Buffer,
  brand: Brand,
  method: PaymentMethodConfig,
): PaymentProvider {
  switch (method.provider) {
    case 'manual':
      return manualProvider(method);
    case 'sandbox':
      // Callbacks are delivered to the brand's canonical domain (any of its domains resolves to it).
      return sandboxProvider(
        providerSecret(serverSecret, brand.config.code, method),
        method,
        () => brand.config.domains[0]!,
      );
  }
}
