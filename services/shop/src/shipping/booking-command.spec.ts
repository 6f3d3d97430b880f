import { bookingCommand, unknownAreaCommand } from './booking-command.js';

const codes = { destinationCode: 'BDG', receiverArea: 'BDG001' };

describe("J&T's booking answer as an order command", () => {
  it('a waybill J&T gives is assigned', () => {
    expect(bookingCommand({ booked: true, waybill: 'JO1', etd: '2-4' }, codes)).toEqual({
      type: 'AssignWaybill',
      awb: 'JO1',
      reused: false,
      etd: '2-4',
      codes,
    });
  });

  it('the waybill J&T names for a repeated order id is assigned as reused', () => {
    const answer = { booked: false as const, reason: 'Orderid tidak boleh sama', existingWaybill: 'JO9' };
    expect(bookingCommand(answer, codes)).toEqual({
      type: 'AssignWaybill',
      awb: 'JO9',
      reused: true,
      etd: null,
      codes,
    });
  });

  it.each([
    ['Kecamatan Penerima Error', 'Alamat pengiriman tidak dikenali oleh JNT. Pastikan kecamatan sudah benar.'],
    ['Gagal', 'Gagal membuat resi: Gagal'],
  ])("a refusal (%s) is refused in the seed's words", (reason, message) => {
    expect(bookingCommand({ booked: false, reason, existingWaybill: null }, codes)).toEqual({
      type: 'RefuseWaybill',
      reason,
      message,
    });
  });

  it("an area without courier codes is refused in the seed's words", () => {
    expect(unknownAreaCommand('GONE01')).toEqual({
      type: 'RefuseWaybill',
      reason: 'No courier codes for area GONE01',
      message: 'JNT destination codes are missing. Please select a valid city and area code.',
    });
  });
});
