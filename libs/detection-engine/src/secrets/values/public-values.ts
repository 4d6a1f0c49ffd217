// Values that sit next to secrets but are public by design: sent to browsers and apps, or
// exchanged in the clear during OAuth. Masking them would only hide configuration.

// Stripe publishable keys, PaymentIntent / SetupIntent / Checkout client secrets, Lob
// publishable keys.
const PUBLISHABLE = /^(?:pk_(?:live|test)_|(?:live|test)_pub_|(?:pi|seti|cs_(?:live|test))_[A-Za-z0-9]{8,40}_secret_)/;
// OAuth client ids: Salesforce connected-app consumer keys open with 3MVG9.
const CLIENT_ID = /^3MVG9[\w.]{20,}$/;

/** A key or id that is public by design, whatever identifier holds it. */
export function isPublicValue(value: string): boolean {
  return PUBLISHABLE.test(value) || CLIENT_ID.test(value);
}
