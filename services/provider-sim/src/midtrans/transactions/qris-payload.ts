function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE, the checksum EMVCo merchant-presented QR payloads end with (tag 63). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A dynamic QRIS payload in EMVCo layout, like the `qr_string` Midtrans returns: GoPay's merchant
 * account, MCC 5944 (jewellery), the amount, and the order's reference, closed by its CRC.
 */
export function qrisPayload(orderId: string, amount: number, acquirer: string): string {
  const account =
    field('00', acquirer === 'gopay' ? 'COM.GO-JEK.WWW' : 'ID.CO.QRIS.WWW') + field('01', '936009140000000001');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', account + field('02', 'G000000001') + field('03', 'UMI')),
    field('52', '5944'),
    field('53', '360'),
    field('54', String(amount)),
    field('58', 'ID'),
    field('59', 'KILAU'),
    field('60', 'JAKARTA'),
    field('62', field('01', orderId.slice(0, 25))),
  ].join('');
  return `${body}6304${crc16(`${body}6304`)}`;
}
