/**
 * What one J&T thermal label prints (order-side seed §2 'Create Label & Move to Collection', §7
 * POST /api/jnt/order/). The caller gathers it from the order and the courier's answer; the
 * renderer only lays it out.
 */
export interface ShippingLabel {
  /** Printed as the shop's order number ('#1042'), as the console and the packing slip show it. */
  orderId: number;
  /** The J&T airway bill number (awb_no), e.g. JO0123456789; printed as a Code 128 barcode. */
  waybill: string;
  /** The J&T service code, e.g. 'EZ' (Regular). */
  service: string;
  sender: { name: string; phone: string; address: string; city: string };
  receiver: {
    name: string;
    phone: string;
    address: string;
    city: string;
    district: string;
    province: string;
    postalCode: string;
  };
  /** The J&T destination code (kode_kota_jnt), e.g. 'JKT'; the first half of the sorting code. */
  destinationCode: string;
  /** The J&T receiver area (kode_jnt_receiver_area), e.g. 'JKT001'; the second half. */
  receiverArea: string;
  weightKg: number;
  items: Array<{ name: string; quantity: number; charms: string[] }>;
  /** The customer's messages, up to 65 characters each, one per line; null when there are none. */
  giftNote: string | null;
  /** When the order was placed (ISO 8601); printed in WIB (Asia/Jakarta). */
  createdAt: string;
}
