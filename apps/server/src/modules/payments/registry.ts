// The payment providers of one server, by payment mode (DESIGN §6). buildApp creates one
// registry and hands it to the order service; providers register there (the demo provider,
// real ones later). A mode without a provider answers 422 on payment_mode_id.
import type { PaymentProvider } from "./provider";

export interface PaymentRegistry {
  /** The provider that handles this payment mode, if any. */
  findProvider(paymentModeId: number): PaymentProvider | undefined;
  /** Adds a provider for its modes; a mode already taken is a setup mistake and throws. */
  register(provider: PaymentProvider): void;
}

export function createPaymentRegistry(providers: readonly PaymentProvider[] = []): PaymentRegistry {
  const byMode = new Map<number, PaymentProvider>();
  const registry: PaymentRegistry = {
    findProvider: (paymentModeId) => byMode.get(paymentModeId),
    register(provider) {
      for (const mode of provider.modes) {
        const taken = byMode.get(mode);
        if (taken) {
          throw new Error(
            `payment mode ${mode} has two providers: ${taken.name}, ${provider.name}`,
          );
        }
        byMode.set(mode, provider);
      }
    },
  };
  for (const provider of providers) registry.register(provider);
  return registry;
}
