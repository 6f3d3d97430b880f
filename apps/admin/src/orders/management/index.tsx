/** Placeholder until Order Management lands. */
export function OrderManagement() {
  return <h1>Order Management</h1>;
}
