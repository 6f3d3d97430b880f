/** The catalogue screens in Indonesian, keyed by their English (seed) text. */
export const catalogue: Record<string, string> = {
  "Breadcrumb": "Navigasi",
  "Home": "Beranda",
  "Charms": "Charm",
  "Gift Sets": "Gift Set",
  "Jewel Sets": "Jewel Set",
  "Necklaces": "Kalung",
  "Bracelets": "Gelang",
  "Earrings": "Anting",
  "Rings": "Cincin",
  "Anklets": "Gelang Kaki",
  "New Arrival": "Produk Baru",
  "Add to Cart": "Tambah ke Keranjang",
  "Add to Cart (Chain Only)": "Tambah ke Keranjang (Rantai Saja)",
};
