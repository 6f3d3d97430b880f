import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { AreaDirectory } from '../locations/area-directory.js';
import type { CourierArea, PickupPoint } from './jnt/courier-order.js';

/** A district as the courier knows it: the order API's codes and the tariff's district name. */
export interface CourierDestination extends CourierArea {
  tariffName: string;
}

/**
 * The places shipping deals in, read from the locations context: where a checkout's area code
 * sends the parcel in J&T's codes, and the pickup point parcels leave from.
 */
@Injectable()
export class ShippingPlaces {
  constructor(
    private readonly areas: AreaDirectory,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  get supportEmail(): string {
    return this.config.supportEmail;
  }

  async courierArea(areaCode: string): Promise<CourierDestination | undefined> {
    if (!areaCode) return undefined;
    const area = await this.areas.findByReceiverArea(areaCode);
    if (!area) return undefined;
    return {
      destinationCode: area.kode_kota_jnt,
      receiverArea: area.kode_jnt_receiver_area,
      tariffName: area.kecamatan_jnt,
    };
  }

  async pickup(): Promise<PickupPoint & { city: string; sendSiteCode: string }> {
    const pickup = await this.areas.defaultPickup();
    return {
      name: pickup.name,
      contact: pickup.contact,
      phone: pickup.phone,
      address: pickup.address,
      city: pickup.city,
      originCode: pickup.origin_code,
      sendSiteCode: pickup.send_site_code,
    };
  }
}
