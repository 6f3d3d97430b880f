import type { DataSource } from 'typeorm';

import type { AreaCodeView, CityView } from '@kilau/domain';

import type { AreaSource } from '../entities/jnt-area.entity.js';

/** The same record with what the shipping side also wants to know. */
export interface AreaRecord extends AreaCodeView {
  province: string | null;
  source: AreaSource;
}

export const AREA_CODE_COLUMNS =
  'id, kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan, postal_code';

/** J&T's area codes are capitals and digits, at most 10 ('JKT001', 'MEH010'). */
export const RECEIVER_AREA_CODE = /^[A-Z0-9]{1,10}$/;

export function toAreaCodeView(record: AreaCodeView): AreaCodeView {
  const { id, kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan } = record;
  const postal_code = record.postal_code ?? null;
  return { id, kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan, postal_code };
}

/** The record of a receiver area code, in any case ('jkt001' is JKT001); null when there is none. */
export async function findArea(db: DataSource, code: string): Promise<AreaRecord | null> {
  const normalized = code.trim().toUpperCase();
  if (!RECEIVER_AREA_CODE.test(normalized)) return null;
  const [row] = await db.query(
    `SELECT ${AREA_CODE_COLUMNS}, province, source FROM jnt_areas WHERE kode_jnt_receiver_area = $1`,
    [normalized],
  );
  return row ?? null;
}

export type { AreaCodeView, CityView };

/**
 * The district as J&T's tariff names it, for a district name in any case ('kuta' is KUTA); null
 * when no area code record names it, so the tariff is never asked about a place the shop cannot
 * ship to.
 */
export async function findDistrict(db: DataSource, name: string): Promise<string | null> {
  const [row] = await db.query(`SELECT kecamatan_jnt FROM jnt_areas WHERE upper(kecamatan_jnt) = $1 LIMIT 1`, [
    name.trim().toUpperCase(),
  ]);
  return row?.kecamatan_jnt ?? null;
}
