import { Injectable } from '@nestjs/common';

/** A district code of J&T's mapping file, as the order API takes it (JKT001, MEH010). */
const AREA_CODE = /^[A-Z]{3}\d{3}$/;

/**
 * Which `receiver_area` codes J&T knows. The simulator has no mapping file: it knows every code of
 * the right shape, except those a test marked unknown, and refuses the rest with
 * "Kecamatan Penerima Error".
 */
@Injectable()
export class ReceiverAreas {
  private readonly rejected = new Set<string>();

  knows(area: string | undefined): boolean {
    return area !== undefined && AREA_CODE.test(area) && !this.rejected.has(area);
  }

  reject(area: string): void {
    this.rejected.add(area.trim().toUpperCase());
  }

  clear(): void {
    this.rejected.clear();
  }
}
