import { Inject, Injectable } from '@nestjs/common';

import { CheckoutMessages } from '@kilau/domain';

import { AreaDirectory } from '../locations/area-directory.js';
import type { AreaRecord } from '../locations/read/areas.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { Refused } from '../platform/shared/refused.js';
import { ShopSettingsStore } from '../shop-settings/shop-settings-store.js';
import type { CourierArea, PickupPoint } from './courier/courier.js';

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
    private readonly settings: ShopSettingsStore,
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

  /**
   * The district J&T's tariff is asked about for a checkout's area code, or for a district name
   * (the tariff's own destAreaCode) that an area code record names; undefined for anything else.
   */
  async tariffDistrict(destAreaCode: string): Promise<string | undefined> {
    const area = await this.courierArea(destAreaCode);
    return area?.tariffName ?? (await this.areas.findDistrict(destAreaCode)) ?? undefined;
  }

  /** The area code's record, for checking it against the address; null when no such code is known. */
  area(areaCode: string): Promise<AreaRecord | null> {
    return this.areas.findByReceiverArea(areaCode);
  }

  /**
   * The pickup site fees are asked from (the Shop settings' J&T send site). A shop without settings
   * quotes nothing: the shopper reads the seed's fee failure, not the staff's words.
   */
  async feeSite(): Promise<string> {
    const settings = await this.settings.read();
    if (!settings) {
      throw new Refused('conflict', 'shop_settings_missing', CheckoutMessages.shippingFeeFailed, {
        detail: 'The shop has not set up where its parcels leave from yet',
      });
    }
    return settings.pickup_site;
  }

  /**
   * The shop's pickup point, from its Shop settings: the waybill's shipper and origin, the label's
   * sender, and the one site fees are asked from. Refused (409, the console's words) while no
   * settings are saved: no parcel leaves with a made-up sender.
   */
  async pickup(): Promise<PickupPoint & { city: string; sendSiteCode: string }> {
    const settings = await this.settings.required();
    return {
      name: settings.shop_name,
      contact: settings.shop_name,
      phone: settings.phone,
      address: settings.address,
      city: [settings.district, settings.city].filter(Boolean).join(', '),
      originCode: settings.origin_code,
      sendSiteCode: settings.pickup_site,
    };
  }
}
