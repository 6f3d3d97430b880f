/** An area code record as the checkout's area code dropdown reads it (order-side seed §3). */
export interface AreaCodeView {
  id: number;
  kabupaten_kota: string;
  kecamatan_jnt: string;
  kode_kota_jnt: string;
  kode_jnt_receiver_area: string;
  kecamatan: string;
  /**
   * The district's postal code as J&T's own list gives it, null where the list has none (the
   * derived list never has one). A suggestion only: a district may span several postal codes.
   */
  postal_code: string | null;
}

/** A city/kabupaten suggestion. */
export interface CityView {
  kabupaten_kota: string;
  province: string | null;
  kode_kota_jnt: string;
}
