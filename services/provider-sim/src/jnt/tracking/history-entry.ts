import { wibDateTime } from '../jnt-time.js';
import type { CourierOrder } from '../orders/courier-order.js';
import { CANCELLED, type StageCode, type StageEvent } from '../stages/stages.js';
import { cityName, courierFor, hubName } from './places.js';

/** One `history[]` entry as J&T's tracking writes it; `status_code` is the only number. */
export interface HistoryEntry {
  date_time: string;
  city_name: string;
  status: string;
  status_code: number;
  storeName: string;
  note: string;
  receiver: string;
  presenter: string;
  presentername: string;
  driverName: string;
  driverPhone: string;
  agentName: string;
  nextSiteName: string;
  distributionFlag: string;
}

/** The status text of each stage, in J&T's Indonesian; 150 (cancelled) is the simulator's. */
export function stageStatus(code: StageCode, order: CourierOrder): string {
  const { receiver } = order.parcel;
  switch (code) {
    case 101:
      return 'Manifes';
    case 100:
      return 'Paket telah di pick up oleh kurir';
    case 102:
      return `Paket akan dikirimkan ke ${hubName(receiver.destinationCode)}`;
    case 103:
      return `Paket telah sampai di ${hubName(receiver.destinationCode)}`;
    case 104:
      return 'Paket sedang diantar ke alamat penerima';
    case 200:
      return `Paket telah diterima oleh ${receiver.name}`;
    case 401:
      return 'Paket akan diretur ke pengirim';
    case 402:
      return 'Paket telah diterima kembali oleh pengirim';
    case CANCELLED:
      return 'Pesanan dibatalkan';
  }
}

/** Where the parcel is at each stage: the sender's city until it leaves, then the receiver's. */
const AT_ORIGIN: readonly StageCode[] = [101, 100, 102, 402, CANCELLED];

export function historyEntry(order: CourierOrder, event: StageEvent): HistoryEntry {
  const { shipper, receiver } = order.parcel;
  const cityCode = AT_ORIGIN.includes(event.code) ? shipper.originCode : receiver.destinationCode;
  const courier =
    event.code === 100
      ? courierFor(order.awb, 'pickup', order.parcel)
      : event.code === 104
        ? courierFor(order.awb, 'delivery', order.parcel)
        : undefined;
  return {
    date_time: wibDateTime(event.at),
    city_name: cityName(cityCode),
    status: stageStatus(event.code, order),
    status_code: event.code,
    storeName: event.code === 102 || event.code === 103 ? hubName(cityCode) : `${cityName(cityCode)}_DP`,
    note: event.note ?? '',
    receiver: event.code === 200 ? receiver.name : event.code === 402 ? shipper.name : '',
    presenter: '',
    presentername: '',
    driverName: courier?.name ?? '',
    driverPhone: courier?.phone ?? '',
    agentName: '',
    nextSiteName: event.code === 102 ? hubName(receiver.destinationCode) : '',
    distributionFlag: '0',
  };
}
