// The delivery address of an order, one line each; a closed account's orders keep no name, street, phone or e-mail.
import type { Address } from '../ordersApi.generated';

export function OrderAddress({ address }: { address: Address }) {
  return (
    <address>
      {[
        `${address.firstName} ${address.lastName}`.trim(),
        address.street,
        `${address.city}, ${address.state} ${address.zipcode}`.trim(),
        address.country,
        address.phone,
        address.email,
      ]
        .filter((line) => line.replace(/[\s,]/g, '') !== '')
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
}
