import { Box, Link, Typography } from '@mui/material';

import { formatIndonesianPhone, type PackingReceiver, phoneHref } from '@kilau/domain';

/** Where the parcel goes: the receiver, the phone to dial, the street, kecamatan, city, province, postal code. */
export function ReceiverDetails({ receiver }: { receiver: PackingReceiver }) {
  const dial = phoneHref(receiver.phone);
  const phone = formatIndonesianPhone(receiver.phone);
  return (
    <Box component="address" aria-label="Shipping address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {receiver.name}
      </Typography>
      {phone && <Typography variant="body2">{dial ? <Link href={dial}>{phone}</Link> : phone}</Typography>}
      <Typography variant="body2">{receiver.address}</Typography>
      {receiver.district && <Typography variant="body2">Kec. {receiver.district}</Typography>}
      <Typography variant="body2">{receiver.city}</Typography>
      <Typography variant="body2">{[receiver.province, receiver.postal_code].filter(Boolean).join(' ')}</Typography>
      {receiver.email && (
        <Typography variant="body2">
          <Link href={`mailto:${receiver.email}`}>{receiver.email}</Link>
        </Typography>
      )}
    </Box>
  );
}
